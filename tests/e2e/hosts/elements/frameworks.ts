/**
 * The Vue 3 and Svelte 5 hosts of tests/e2e/elements.e2e.test.ts, each a small Vite app that
 * imports `portico/elements/standalone` from the packed package (no React). Each shows
 * `<portico-login>` with its config from `?config=`, a `lang` the host changes at run time, a
 * button that removes and re-adds the element, and the events it hears. `EMULATOR` and `TOKEN`
 * are filled in by the test.
 */
const indexHtml = (title: string, main: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${title}</title></head>` +
  `<body><div id="app"></div><script type="module" src="/src/${main}"></script></body></html>`;

const CONFIG = "JSON.parse(new URLSearchParams(location.search).get('config') ?? 'null') ?? undefined";

export const FRAMEWORK_HOSTS: Record<'vue' | 'svelte', Record<string, string>> = {
  vue: {
    'index.html': indexHtml('A Vue host', 'main.js'),
    'vite.config.mjs': `import vue from '@vitejs/plugin-vue';
export default { plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('portico-') } } })] };
`,
    'src/main.js': `import { createApp } from 'vue';
import 'portico/elements/standalone';
import App from './App.vue';
createApp(App).mount('#app');
`,
    'src/App.vue': `<script setup>
import { ref } from 'vue';
const config = ${CONFIG};
const lang = ref('en');
const shown = ref(true);
const heard = ref([]);
const onEvent = (event) => heard.value.push(event.detail.type);
const onError = (event) => heard.value.push('error: ' + event.detail.message);
</script>

<template>
  <main>
    <h1>A Vue host</h1>
    <button type="button" @click="shown = !shown">Toggle the widget</button>
    <button type="button" @click="lang = 'fr'">Français</button>
    <portico-login v-if="shown" :config="config" :lang="lang" base-url="EMULATOR" public-token="TOKEN" @portico-event="onEvent" @portico-error="onError" />
    <pre data-testid="events">{{ heard.join('\\n') }}</pre>
  </main>
</template>
`,
  },
  svelte: {
    'index.html': indexHtml('A Svelte host', 'main.js'),
    'vite.config.mjs': `import { svelte } from '@sveltejs/vite-plugin-svelte';
export default { plugins: [svelte()] };
`,
    'src/main.js': `import { mount } from 'svelte';
import 'portico/elements/standalone';
import App from './App.svelte';
mount(App, { target: document.getElementById('app') });
`,
    'src/App.svelte': `<script>
  const config = ${CONFIG};
  let lang = $state('en');
  let shown = $state(true);
  let heard = $state([]);
</script>

<main>
  <h1>A Svelte host</h1>
  <button type="button" onclick={() => (shown = !shown)}>Toggle the widget</button>
  <button type="button" onclick={() => (lang = 'fr')}>Français</button>
  {#if shown}
    <portico-login {config} {lang} base-url="EMULATOR" public-token="TOKEN"
      onportico-event={(event) => heard.push(event.detail.type)}
      onportico-error={(event) => heard.push('error: ' + event.detail.message)}></portico-login>
  {/if}
  <pre data-testid="events">{heard.join('\\n')}</pre>
</main>
`,
  },
};
