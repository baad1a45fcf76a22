/**
 * A fake AuthClient, a story fixture that unit tests use too: every call is recorded, every answer
 * can be scripted.
 * It is a fake, named as one; nothing here talks to a server.
 *
 *   const client = fakeClient({ otps: { authenticate: fails('otp_code_not_found') } });
 *   client.callsTo('otps.authenticate') // → [[code, methodId, options], …]
 */
import { AuthClientError, type AuthClient, type AuthResponse, type Bootstrap, type StrengthCheckResponse, type User } from '../../src/client/types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFunction = (...args: any[]) => any;
/** Any part of the client, down to single methods. */
export type FakeOverrides<T = AuthClient> = { [K in keyof T]?: T[K] extends AnyFunction ? T[K] : FakeOverrides<T[K]> };

export interface RecordedCall {
  /** Dotted path: 'otps.email.loginOrCreate'. */
  method: string;
  args: unknown[];
}

export interface FakeClient extends AuthClient {
  readonly calls: RecordedCall[];
  /** The argument lists of every call to one method, in order. */
  callsTo(method: string): unknown[][];
  /** The calls that would reach the server: everything but the synchronous local reads. */
  serverCalls(): RecordedCall[];
}

// Cached, local reads: calling them is not a request.
const LOCAL_READS = new Set(['bootstrap.getSync', 'session.getSync', 'session.getTokens', 'session.onChange']);

/** A server error answer, as the HTTP client throws it. */
export function serverError(errorType: string, errorMessage = `Server says: ${errorType}`, statusCode = 400) {
  return new AuthClientError({ status_code: statusCode, error_type: errorType, error_message: errorMessage, request_id: 'request-test' });
}

/** A method that always fails with a server error. */
export const fails =
  (errorType: string, errorMessage?: string, statusCode?: number) =>
  (): Promise<never> =>
    Promise.reject(serverError(errorType, errorMessage, statusCode));

/** A method that answers each call with the next step (the last one repeats); an Error step rejects. */
export function answers<T>(...steps: Array<T | Error>): () => Promise<T> {
  let index = 0;
  return () => {
    const step = steps[Math.min(index, steps.length - 1)];
    index += 1;
    return step instanceof Error ? Promise.reject(step) : Promise.resolve(step as T);
  };
}

/** A promise the test settles when it wants: for "while the request runs" states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const fakeUser: User = {
  user_id: 'user-test-1',
  status: 'active',
  emails: [{ email_id: 'email-test-1', email: 'ada@example.com', verified: true }],
  phone_numbers: [],
  webauthn_registrations: [],
};

export const fakeAuthResponse: AuthResponse = {
  user_id: fakeUser.user_id,
  user: fakeUser,
  session_token: 'session-token-test',
  session_jwt: 'session-jwt-test',
  session: {
    session_id: 'session-test-1',
    user_id: fakeUser.user_id,
    started_at: '2026-01-01T00:00:00Z',
    last_accessed_at: '2026-01-01T00:00:00Z',
    expires_at: '2026-01-01T00:30:00Z',
    authentication_factors: [],
  },
};

export const fakeBootstrap: Bootstrap = {
  projectId: 'project-test-1',
  projectName: 'Portico Test',
  displayWatermark: false,
  emailDomains: ['portico.dev'],
  rbacPolicy: null,
  passwordConfig: { strengthPolicy: 'zxcvbn', ludsMinimumCount: 8, ludsComplexity: 3 },
  publicTokenType: 'test',
  vertical: 'consumer',
};

/** Long enough is strong enough, for a fake. */
export function fakeStrength(password: string): StrengthCheckResponse {
  const score = Math.min(4, Math.floor(password.length / 3));
  return {
    valid_password: score >= 3,
    score,
    breached_password: false,
    strength_policy: 'zxcvbn',
    feedback: { warning: score >= 3 ? '' : 'This is a commonly used password.', suggestions: [] },
  };
}

function defaults(): AuthClient {
  let sent = 0; // each send answers a new method id, as the server does
  const otpSend = (method: string) => async () => ({ method_id: `otp-${method}-${++sent}`, user_id: fakeUser.user_id });
  const authenticated = async () => fakeAuthResponse;
  return {
    magicLinks: {
      email: { loginOrCreate: async () => ({ user_id: fakeUser.user_id, user_created: false }) },
      authenticate: authenticated,
    },
    otps: {
      email: { loginOrCreate: otpSend('email') },
      sms: { loginOrCreate: otpSend('sms') },
      whatsapp: { loginOrCreate: otpSend('whatsapp') },
      authenticate: authenticated,
    },
    users: { searchByEmail: async () => ({ userType: 'new' as const }) },
    passwords: {
      strengthCheck: async ({ password }) => fakeStrength(password),
      create: authenticated,
      authenticate: authenticated,
      resetByEmailStart: async () => undefined,
      resetByEmail: authenticated,
    },
    cryptoWallets: { authenticateStart: async () => ({ challenge: 'Sign in to Portico Test' }), authenticate: authenticated },
    webauthn: {
      authenticate: authenticated,
      register: async () => ({ webauthn_registration_id: 'webauthn-registration-test-1' }),
      browserSupportsAutofill: async () => false,
      update: async () => undefined,
      delete: async () => undefined,
    },
    user: { get: async () => fakeUser },
    oauth: {
      start: async () => undefined,
      startUrl: async (provider) => `https://fake.invalid/oauth/${provider}/start`,
      authenticate: authenticated,
      googleOneTap: {
        createClient: async () => ({ ok: true, clientId: 'google-client-test', scriptUrl: 'https://fake.invalid/gsi.js' }),
        authenticate: async () => ({ redirect_url: 'https://fake.invalid/authenticate?token=t' }),
      },
    },
    idp: {
      authorizeStart: async (params) => ({
        consent_required: true,
        client: { client_id: params.client_id, client_name: 'Test App' },
        scope_results: params.scopes.map((scope) => ({ scope, description: '', is_grantable: true })),
      }),
      authorizeSubmit: async (params) => ({ redirect_uri: `${params.redirect_uri}?code=code-test` }),
      logoutStart: async (params) => ({ consent_required: true, redirect_uri: params.post_logout_redirect_uri }),
    },
    session: {
      revoke: async () => undefined,
      attest: authenticated,
      authenticate: authenticated,
      getSync: () => null,
      getTokens: () => null,
      onChange: () => () => undefined,
    },
    bootstrap: { getSync: () => fakeBootstrap, get: async () => fakeBootstrap },
    events: { log: async () => undefined },
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Overrides replace defaults leaf by leaf; every method, default or scripted, is recorded.
function build(base: Record<string, unknown>, overrides: Record<string, unknown>, path: string[], calls: RecordedCall[]) {
  const out: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(base), ...Object.keys(overrides)])) {
    const value = key in overrides ? overrides[key] : base[key];
    const here = [...path, key];
    if (typeof value === 'function') {
      const method = here.join('.');
      out[key] = (...args: unknown[]) => {
        calls.push({ method, args });
        return (value as AnyFunction)(...args);
      };
    } else if (isPlainObject(value)) {
      const baseChild = isPlainObject(base[key]) ? base[key] : {};
      const overrideChild = isPlainObject(overrides[key]) ? overrides[key] : {};
      out[key] = build(baseChild, overrideChild, here, calls);
    } else {
      out[key] = value;
    }
  }
  return out;
}

export function fakeClient(overrides: FakeOverrides = {}): FakeClient {
  const calls: RecordedCall[] = [];
  const client = build(defaults() as unknown as Record<string, unknown>, overrides as Record<string, unknown>, [], calls);
  return Object.assign(client as unknown as AuthClient, {
    calls,
    callsTo: (method: string) => calls.filter((call) => call.method === method).map((call) => call.args),
    serverCalls: () => calls.filter((call) => !LOCAL_READS.has(call.method)),
  });
}
