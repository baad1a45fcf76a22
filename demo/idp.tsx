import type { MountedWidget } from '../src/widget/mount/mountTarget';
import { mountIdentityProvider } from '../src/widget/mount/mountIdentityProvider';
import { mountLogin } from '../src/widget/mount/mountLogin';
import { demoClient } from './project';

/**
 * The identity provider's page: OpenID discovery names it as the authorization and end-session
 * endpoint. It does exactly what docs/widget.md "Identity provider" tells a host to do: mount the
 * IdentityProvider widget; when it reports that nobody is signed in (errorType
 * user_unauthenticated), mount Login beside it with the same client; once Login signs the person
 * in, the consent widget carries on by itself, and Login goes.
 */
void demoClient().then(({ client }) => {
  let login: MountedWidget | null = null;
  mountIdentityProvider({
    elementId: '#identity-provider',
    client,
    callbacks: {
      onError: (error) => {
        if (error.errorType === 'user_unauthenticated' && !login) {
          login = mountLogin({ elementId: '#login', client, config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
        }
      },
    },
  });
  client.session.onChange(({ session }) => {
    if (!session || !login) return;
    const signedIn = login;
    login = null;
    // Not while Login is still rendering its own answer: once this task is done.
    setTimeout(() => signedIn.unmount());
  });
});
