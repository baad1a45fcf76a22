// The organization switcher's host page (scripts/size/organizations.ts): what a vanilla host ships to
// mount it, built from the packed package's files (dist/) by a bundler with code splitting.
import 'portico/style.css';
import { createHttpClient } from 'portico/client';
import { mountOrganizationSwitcher } from 'portico/organizations';

mountOrganizationSwitcher({
  elementId: '#login',
  client: createHttpClient({ baseUrl: location.origin, publicToken: 'public-token-size-probe' }),
});
