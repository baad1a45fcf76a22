import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  // Tags starting with portico- are custom elements, not Vue components.
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('portico-') } } })],
  // Two pages: the sign-in page, and the page a magic link comes back to.
  build: { rolldownOptions: { input: ['index.html', 'authenticate.html'] } },
});
