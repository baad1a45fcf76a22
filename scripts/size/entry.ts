// What a host ships: the client and mountLogin, with the config from the page's query string.
import { createHttpClient } from '../../src/client/createHttpClient';
import { mountLogin } from '../../src/widget/mount';

const config = JSON.parse(new URLSearchParams(location.search).get('config') ?? '{}');
mountLogin({
  elementId: '#login',
  client: createHttpClient({ baseUrl: location.origin, publicToken: 'public-token-size-probe' }),
  config,
});
