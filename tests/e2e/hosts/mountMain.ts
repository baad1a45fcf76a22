// Main with social buttons and a phone field, the API at the emulator the query string names
// (tests/e2e/missingStylesheet.e2e.test.ts).
import { createHttpClient } from 'portico/client';
import { mountLogin } from 'portico';

export function mountMain(): void {
  const query = new URLSearchParams(location.search);
  const here = `${location.origin}/`;
  const client = createHttpClient({ baseUrl: query.get('api') ?? '', publicToken: query.get('token') ?? '' });
  mountLogin({
    elementId: '#login',
    client,
    config: {
      products: ['oauth', 'otp'],
      oauthOptions: { loginRedirectURL: here, signupRedirectURL: here, providers: [{ type: 'google' }, { type: 'github' }] },
      otpOptions: { methods: ['sms'] },
    },
  });
}
