// The account center's host page (scripts/size/account.ts): what a vanilla host ships to mount it,
// built from the packed package's files (dist/) by a bundler with code splitting.
import 'portico/style.css';
import { createHttpClient } from 'portico/client';
import { mountAccount } from 'portico/vanilla';

mountAccount({
  elementId: '#login',
  client: createHttpClient({ baseUrl: location.origin, publicToken: 'public-token-size-probe' }),
});
