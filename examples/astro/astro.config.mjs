import svelte from '@astrojs/svelte';
import { defineConfig } from 'astro/config';

// Static output: plain HTML pages; the sign-in form is a Svelte island that runs in the browser.
export default defineConfig({ output: 'static', integrations: [svelte()] });
