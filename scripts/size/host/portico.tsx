// The host page `npm run size` and `npm run bench` measure: what a vanilla host ships, built from the
// packed package's files (dist/) by a bundler with code splitting. The config comes from the query string.
import 'portico/style.css';
import { createHttpClient } from 'portico/client';
import { mountLogin } from 'portico';

const config = JSON.parse(new URLSearchParams(location.search).get('config') ?? '{}');
mountLogin({
  elementId: '#login',
  client: createHttpClient({ baseUrl: location.origin, publicToken: 'public-token-size-probe' }),
  config,
});
