'use client';
import { Login } from 'portico';
import { client } from '../lib/portico';

/** The widget, in a client component: a client object cannot cross from a server component. */
export function SignIn({ redirectUrl }: { redirectUrl: string }) {
  return (
    <Login
      client={client}
      config={{
        products: ['emailMagicLinks'],
        emailMagicLinksOptions: { loginRedirectURL: redirectUrl, signupRedirectURL: redirectUrl },
      }}
    />
  );
}
