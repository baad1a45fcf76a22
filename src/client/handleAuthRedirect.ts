/**
 * The host's redirect page (docs/widget.md): authenticates the token a magic link, a social
 * provider or a reset email's login link brought back in the URL, and says what happened. Not part
 * of the Login widget's chunks: only the page that receives redirects imports it.
 */
import { AuthClientError } from './AuthClientError';
import { providerReturnError } from './providerReturnError';
import type { AuthClient, Session, User } from './types';

/** The token kinds this page authenticates, by the URL's `stytch_token_type`. */
export type AuthRedirectTokenType = 'magic_links' | 'oauth' | 'login' | 'sso';

export type AuthRedirectResult =
  /** Nothing to authenticate here (no token, or one for another page, such as reset_password). */
  | { kind: 'none' }
  | { kind: 'authenticated'; tokenType: AuthRedirectTokenType; session: Session; user: User }
  /**
   * The first factor is proven but the user needs a second one (SPEC §4): the client now holds the
   * intermediate session token, and no session exists yet. Show a Login widget (a passcode
   * completes it).
   */
  | { kind: 'second_factor'; tokenType: AuthRedirectTokenType; userId: string }
  /**
   * `source: 'token'`: the token failed (used, expired, unknown). `source: 'provider'`: the provider
   * sent the person back with an error (they cancelled); `error.error_type` is the URL's `error`,
   * such as oauth_flow_callback_error, and a Login widget on this page shows it too.
   */
  | { kind: 'error'; source: 'token' | 'provider'; tokenType: AuthRedirectTokenType; error: AuthClientError }
  /**
   * Someone is signed in on this browser already, and the token is not used until the
   * person says so (a link someone else sent must not swap their account silently). Ask them:
   * `proceed()` authenticates the token, replacing `session`; not calling it keeps `session`.
   */
  | { kind: 'signed_in_already'; tokenType: AuthRedirectTokenType; session: Session; proceed(): Promise<AuthRedirectResult> };

export interface HandleAuthRedirectOptions {
  /** @defaultValue 30 */
  sessionDurationMinutes?: number;
  /** The page's address and history, for tests. @defaultValue globalThis.location, globalThis.history */
  location?: Pick<Location, 'href'>;
  history?: Pick<History, 'replaceState' | 'state'>;
}

const TOKEN_TYPES: readonly string[] = ['magic_links', 'oauth', 'login', 'sso'];


/**
 * Authenticates the token in the current URL and removes it from the address bar at once (before
 * the call: a token left there leaks through history, bookmarks and shared links). A provider's
 * error carries no token and is left in place, so a Login widget on this page can show it on Main.
 */
export async function handleAuthRedirect(client: AuthClient, options: HandleAuthRedirectOptions = {}): Promise<AuthRedirectResult> {
  const url = new URL((options.location ?? globalThis.location).href);
  const params = url.searchParams;
  const tokenType = params.get('stytch_token_type') ?? '';
  const token = params.get('token');
  if (!TOKEN_TYPES.includes(tokenType)) return { kind: 'none' };
  const type = tokenType as AuthRedirectTokenType;
  const providerError = params.get('error');
  if (!token) {
    if (!providerError) return { kind: 'none' };
    const error = new AuthClientError({ status_code: 400, ...providerReturnError(providerError) });
    return { kind: 'error', source: 'provider', tokenType: type, error };
  }

  params.delete('token');
  params.delete('stytch_token_type');
  const history = options.history ?? globalThis.history;
  history.replaceState(history.state, '', url.href);

  const session_duration_minutes = options.sessionDurationMinutes ?? 30;
  const authenticate = () => authenticateToken(client, type, token, session_duration_minutes);
  const current = client.session.getSync();
  if (current && Date.parse(current.expires_at) > Date.now()) {
    return { kind: 'signed_in_already', tokenType: type, session: current, proceed: authenticate };
  }
  return authenticate();
}

/** Enterprise sign-in's calls; a backend without them cannot have sent the person here. */
function ssoCalls(client: AuthClient) {
  if (client.sso) return client.sso;
  throw new AuthClientError({ status_code: 0, error_type: 'unsupported_by_backend', error_message: 'This backend has no enterprise sign-in.' });
}

async function authenticateToken(client: AuthClient, type: AuthRedirectTokenType, token: string, session_duration_minutes: number): Promise<AuthRedirectResult> {
  try {
    const answer =
      type === 'oauth'
        ? await client.oauth.authenticate(token, { session_duration_minutes })
        : type === 'sso'
          ? await ssoCalls(client).authenticate(token, { session_duration_minutes })
          : await client.magicLinks.authenticate(token, { session_duration_minutes });
    // The protocol answers a user who needs another factor with an intermediate token alone.
    const partial = answer as Partial<typeof answer>;
    if (!partial.session) return { kind: 'second_factor', tokenType: type, userId: answer.user_id };
    return { kind: 'authenticated', tokenType: type, session: answer.session, user: answer.user };
  } catch (thrown) {
    const error =
      thrown instanceof AuthClientError
        ? thrown
        : new AuthClientError({ status_code: 0, error_type: 'network_error', error_message: thrown instanceof Error ? thrown.message : String(thrown) });
    return { kind: 'error', source: 'token', tokenType: type, error };
  }
}
