import { createApp } from 'vue';
// The framework-free build: defines <portico-login> and the other elements, with no React.
import 'portico/elements/standalone';
import App from './App.vue';

createApp(App).mount('#app');
