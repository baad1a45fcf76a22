// The bench's React host: an app that renders `<Login>` with its own React, built from dist/ by a
// bundler with code splitting. What it passes comes from the query string (scripts/bench/matrix.ts).
import 'portico/style.css';
import { createRoot } from 'react-dom/client';
import { createHttpClient } from 'portico/client';
import { Login } from 'portico';

const options = JSON.parse(new URLSearchParams(location.search).get('options') ?? '{}');
const client = createHttpClient({ baseUrl: location.origin, publicToken: 'public-token-bench' });
createRoot(document.getElementById('login')!).render(<Login client={client} {...options} />);
