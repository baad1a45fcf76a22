import { mount } from 'svelte';
// The framework-free build: defines <portico-login> and the other elements, with no React.
import 'portico/elements/standalone';
import App from './App.svelte';

mount(App, { target: document.getElementById('app')! });
