import { createApp } from 'vue';
import Authenticate from './Authenticate.vue';

createApp(Authenticate).mount('#app');
