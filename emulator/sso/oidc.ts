/**
 * The emulator as an OpenID Connect relying party to an organization's identity provider
 * (docs/organizations.md "OIDC"), with openid-client: discovery, code + PKCE + nonce + state, and
 * the id_token's signature, issuer, audience, expiry and nonce checked by it, by the emulator's clock.
 */
import * as client from 'openid-client';
import type { EmulatorContext } from '../context';
import { ApiError } from '../core/errors';
import type { ConnectionRow, FlowRow } from './store';

export const oidcCallbackUrl = (origin: string) => `${origin}/sso/oidc/callback`;
/** Clocks differ by seconds in practice: two minutes, as the SAML side allows. */
const CLOCK_TOLERANCE_SECONDS = 120;

const isLoopback = (url: string) => /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\//.test(url);

async function configuration(ctx: Pick<EmulatorContext, 'now'>, connection: ConnectionRow): Promise<client.Configuration> {
  const issuer = connection.oidc_issuer!;
  const metadata = {
    client_secret: connection.oidc_client_secret ?? undefined,
    // openid-client reads time as Date.now() + skew: the emulator's clock is the one tests move.
    [client.clockSkew]: Math.round((ctx.now().getTime() - Date.now()) / 1000),
    [client.clockTolerance]: CLOCK_TOLERANCE_SECONDS,
  };
  try {
    // The id_token's signature is checked against the provider's keys too (openid-client trusts the
    // token endpoint's TLS alone by default). http is allowed only on loopback (the emulated providers).
    const execute = isLoopback(issuer) ? [client.enableNonRepudiationChecks, client.allowInsecureRequests] : [client.enableNonRepudiationChecks];
    return await client.discovery(new URL(issuer), connection.oidc_client_id!, metadata, undefined, { execute });
  } catch (error) {
    throw new ApiError(502, 'sso_assertion_invalid', `The identity provider at ${issuer} could not be discovered: ${(error as Error).message}`);
  }
}

/** The authorization URL to send the browser to, and what the callback needs to check the answer. */
export async function authorizationRequest(ctx: Pick<EmulatorContext, 'now' | 'origin'>, connection: ConnectionRow, state: string) {
  const config = await configuration(ctx, connection);
  const verifier = client.randomPKCECodeVerifier();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: oidcCallbackUrl(ctx.origin),
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    nonce,
    state,
  });
  return { url: url.href, verifier, nonce };
}

export interface OidcIdentity {
  email: string;
  email_verified: boolean;
  first_name: string;
  last_name: string;
}

/**
 * Redeems the callback's code and verifies the id_token. An `error` answer is the provider's
 * refusal (sso_idp_refused); a token that fails a check is sso_assertion_invalid, or sso_clock_skew
 * for its times.
 */
export async function redeem(ctx: Pick<EmulatorContext, 'now' | 'origin'>, connection: ConnectionRow, flow: FlowRow, callbackUrl: URL): Promise<OidcIdentity> {
  if (callbackUrl.searchParams.has('error')) throw new ApiError(401, 'sso_idp_refused');
  const config = await configuration(ctx, connection);
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.oidc_code_verifier!,
      expectedNonce: flow.oidc_nonce!,
      expectedState: flow.state,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    const text = `${(error as Error).message} ${String((error as { cause?: unknown }).cause ?? '')}`;
    if (/\b(exp|iat|nbf)\b|timestamp/i.test(text)) throw new ApiError(401, 'sso_clock_skew');
    throw new ApiError(401, 'sso_assertion_invalid', `The identity provider's answer was refused: ${(error as Error).message}`);
  }
  const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email) throw new ApiError(401, 'sso_assertion_invalid', 'The id_token names no email address.');
  return {
    email,
    email_verified: claims!.email_verified === true,
    first_name: typeof claims!.given_name === 'string' ? claims!.given_name : '',
    last_name: typeof claims!.family_name === 'string' ? claims!.family_name : '',
  };
}
