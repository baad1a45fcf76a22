// The bench's vanilla host: `mountLogin` without React in the host's own code, built from dist/ by a
// bundler with code splitting. What it passes comes from the query string (scripts/bench/matrix.ts).
import 'portico/style.css';
import { createHttpClient } from 'portico/client';
import { mountLogin } from 'portico';

const options = JSON.parse(new URLSearchParams(location.search).get('options') ?? '{}');
mountLogin({ elementId: '#login', client: createHttpClient({ baseUrl: location.origin, publicToken: 'public-token-bench' }), ...options });
