import { mount } from 'svelte';
import Authenticate from './Authenticate.svelte';

mount(Authenticate, { target: document.getElementById('app')! });
