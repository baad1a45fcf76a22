/**
 * The host's server checks a Portico session before it trusts a request, with the same code in
 * development (the emulator) and production (portico-server). The session JWT (cookie
 * `portico_session_jwt`, or `Authorization: Bearer …`) is verified with jose against the issuer's
 * JWKS (`<baseUrl>/.well-known/jwks.json` on both): signature (RS256 from the emulator, EdDSA from
 * portico-server), issuer, audience, expiry, and the session claim. A JWT stays valid for its 5
 * minutes after a sign-out, so by default the issuer is also asked whether the session still lives
 * (`checkRevoked: false` skips that call): the emulator's `/v1/users/me`, portico-server's
 * `/portico/session`.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';

/** The claim that carries the session (docs/protocol.md). */
export const SESSION_CLAIM = 'https://portico.dev/session';

export interface SessionVerifierOptions {
  /**
   * The JWT's issuer: the emulator's origin (http://localhost:8787), or portico-server's Better
   * Auth base URL (https://auth.example.com/api/auth, what createBetterAuthClient is given).
   */
  baseUrl: string;
  /**
   * The JWT's issuer when `baseUrl` is another address of the same server (a private one your
   * server reaches, e.g. http://portico:8787/api/auth in a compose network). @defaultValue baseUrl
   */
  issuer?: string;
  /** The emulator's project token (the Portico protocol): sent with its revocation check. Leave it out for portico-server. */
  publicToken?: string | undefined;
  /** The JWT's audience. @defaultValue with `publicToken`, the emulator's project id (its bootstrap answer); without, `baseUrl` */
  projectId?: string;
  /** Ask the provider whether the session still lives. @defaultValue true */
  checkRevoked?: boolean;
  /** @defaultValue globalThis.fetch */
  fetch?: typeof fetch;
}

export interface VerifiedSession {
  userId: string;
  sessionId: string;
  startedAt: string;
  expiresAt: string;
  authenticationFactors: unknown[];
  /** The session's active organization (docs/organizations.md); null when none is chosen. */
  organizationId: string | null;
  /** Every claim of the JWT. */
  claims: JWTPayload;
}

export type SessionRefusal = 'missing' | 'invalid' | 'expired' | 'revoked' | 'unavailable';

/** Why a session was refused; `reason` tells a 401 (everything but `unavailable`) from a 503. */
export class SessionVerificationError extends Error {
  constructor(
    readonly reason: SessionRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'SessionVerificationError';
  }
}

/** Returns `verify(jwt)`, holding the JWKS (fetched once, refreshed on an unknown key) between calls. */
export function createSessionVerifier(options: SessionVerifierOptions): (jwt: string | null | undefined) => Promise<VerifiedSession> {
  const base = options.baseUrl.replace(/\/+$/, '');
  const issuer = (options.issuer ?? base).replace(/\/+$/, '');
  const fetcher = options.fetch ?? globalThis.fetch;
  const keys = createRemoteJWKSet(new URL(`${base}/.well-known/jwks.json`));
  const protocol = options.publicToken !== undefined;
  const headers: Record<string, string> = protocol ? { 'X-Portico-Public-Token': options.publicToken! } : {};
  let audience: Promise<string> | undefined = options.projectId ? Promise.resolve(options.projectId) : protocol ? undefined : Promise.resolve(issuer);
  const projectId = () =>
    (audience ??= fetcher(`${base}/v1/projects/bootstrap`, { headers })
      .then((response) => (response.ok ? (response.json() as Promise<{ project_id?: unknown }>) : Promise.reject(new Error(`bootstrap answered ${response.status}`))))
      .then((body) => (typeof body.project_id === 'string' ? body.project_id : Promise.reject(new Error('bootstrap has no project_id'))))
      .catch((error: unknown) => {
        audience = undefined; // try again next time
        throw new SessionVerificationError('unavailable', `Could not read the project id from ${base}: ${String(error)}`);
      }));

  return async function verify(jwt) {
    if (!jwt) throw new SessionVerificationError('missing', 'No session JWT in the request.');
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(jwt, keys, { issuer, audience: await projectId(), algorithms: ['RS256', 'EdDSA'] }));
    } catch (error) {
      if (error instanceof SessionVerificationError) throw error;
      if (error instanceof errors.JWTExpired) throw new SessionVerificationError('expired', 'The session JWT has expired.');
      throw new SessionVerificationError('invalid', `The session JWT is not valid: ${(error as Error).message}`);
    }
    const session = claims[SESSION_CLAIM] as Record<string, unknown> | undefined;
    if (typeof claims.sub !== 'string' || typeof session?.id !== 'string') {
      throw new SessionVerificationError('invalid', 'The JWT carries no Portico session.');
    }
    if (options.checkRevoked !== false) await checkLive(jwt);
    return {
      userId: claims.sub,
      sessionId: session.id,
      startedAt: String(session.started_at ?? ''),
      expiresAt: String(session.expires_at ?? ''),
      authenticationFactors: Array.isArray(session.authentication_factors) ? session.authentication_factors : [],
      organizationId: typeof session.organization_id === 'string' ? session.organization_id : null,
      claims,
    };
  };

  async function checkLive(jwt: string): Promise<void> {
    let response: Response;
    try {
      response = await fetcher(`${base}${protocol ? '/v1/users/me' : '/portico/session'}`, { headers: { ...headers, Authorization: `Bearer ${jwt}` } });
    } catch (error) {
      throw new SessionVerificationError('unavailable', `Could not reach ${base}: ${String(error)}`);
    }
    if (response.status === 401) throw new SessionVerificationError('revoked', 'The session has ended (signed out or revoked).');
    if (!response.ok) throw new SessionVerificationError('unavailable', `${base} answered ${response.status}.`);
  }
}

/**
 * The session JWT of a request: `Authorization: Bearer …`, else the `portico_session_jwt` cookie
 * the client sets. Takes Fetch headers (Hono, Next.js) or Node's (Express).
 */
export function sessionJwtFrom(
  headers: Headers | Record<string, string | string[] | undefined>,
  cookieName = 'portico_session_jwt',
): string | null {
  const get = (name: string) => {
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const value = headers[name];
    return Array.isArray(value) ? value.join('; ') : value;
  };
  const bearer = /^Bearer\s+(\S+)$/i.exec(get('authorization') ?? '');
  if (bearer) return bearer[1]!;
  for (const part of (get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === cookieName) return decodeURIComponent(value.join('='));
  }
  return null;
}
