// React 19 alone (react + react-dom/client), to tell how much of a bundle is ours.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('login')!).render(null);
