import { headers } from 'next/headers';
import { SignIn } from './SignIn';

/** A server component: Next.js renders SignIn here for the first HTML (Main, as it will look), then the browser takes over. */
export default async function Page() {
  // The magic link comes back to this site's /authenticate.
  const host = (await headers()).get('host');
  return (
    <main>
      <h1>Sign in</h1>
      <SignIn redirectUrl={`http://${host}/authenticate`} />
      <p>
        <a href="/account">Your account</a>
      </p>
    </main>
  );
}
