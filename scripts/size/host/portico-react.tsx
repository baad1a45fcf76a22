// A React host: `<Login>` rendered by the host's own React, built from the packed package's files
// (dist/) by a bundler with code splitting. The whole-Login budget, beyond React, is measured here.
import 'portico/style.css';
import { createRoot } from 'react-dom/client';
import { createHttpClient } from 'portico/client';
import { Login } from 'portico';

const config = JSON.parse(new URLSearchParams(location.search).get('config') ?? '{}');
const client = createHttpClient({ baseUrl: location.origin, publicToken: 'public-token-size-probe' });
createRoot(document.getElementById('login')!).render(<Login client={client} config={config} />);
