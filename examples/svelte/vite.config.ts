import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [svelte()],
  // Two pages: the sign-in page, and the page a magic link comes back to.
  build: { rolldownOptions: { input: ['index.html', 'authenticate.html'] } },
});
