/**
 * A protected call carries a solved challenge (docs/bots.md): the solver's solution goes in the
 * backend's header, and when the server asks for harder work (`challenge_required` with a
 * `required_level`) the call is sent once more with a solution at that level. The clients hold
 * only their fetch seam (wrapFetch): this code downloads when a server asks for a challenge, so a
 * page without challenges never downloads it.
 */
import type { FetchFunction } from '../request';
import type { AuthClient, ChallengeCalls, ChallengeSolver, ClientRequest } from '../types';
import { pageWide } from './pageWide';

export interface Carrying {
  header: string;
  /** The protected calls, by the end of their path (POST only). */
  guarded: readonly string[];
  /** Asks the server for a signed challenge, at least `level` hard. */
  issue(request: ClientRequest, level?: number): Promise<{ challenge: unknown }>;
}

/** Portico's protocol (the emulator): sends, sign-up, sign-in, the user lookup. */
export const PROTOCOL: Carrying = {
  header: 'X-Portico-Challenge',
  guarded: [
    '/v1/magic_links/email/login_or_create',
    '/v1/otps/email/login_or_create',
    '/v1/otps/sms/login_or_create',
    '/v1/otps/whatsapp/login_or_create',
    '/v1/passwords/email/reset/start',
    '/v1/passwords',
    '/v1/passwords/authenticate',
    '/v1/users/search',
  ],
  issue: (request, level) => request('POST', '/v1/challenges', { body: { level } }),
};

/** Better Auth: the header its captcha plugin reads, which portico-better-auth's challenges read too. */
export const BETTER_AUTH: Carrying = {
  header: 'x-captcha-response',
  guarded: ['/sign-in/magic-link', '/email-otp/send-verification-otp', '/phone-number/send-otp', '/request-password-reset', '/sign-up/email', '/sign-in/email', '/portico/users/search'],
  issue: (request, level) => request('GET', '/portico/challenge', { query: level ? { level: String(level) } : {} }),
};

// Page-wide: two builds' copies of this module wrap one client's fetch once between them.
const installed = pageWide<AuthClient, ChallengeCalls>('challengeCalls');

/**
 * The bot challenge's calls on a client, its fetch wrapped once: Better Auth's client names its
 * backend so (the protocol client's is "Portico"). Undefined: a client without the seam.
 */
export function challengeCalls(client: AuthClient): ChallengeCalls | undefined {
  let calls = installed.get(client);
  if (calls || !client.wrapFetch) return calls;
  const carrying = client.backend?.name === 'Better Auth' ? BETTER_AUTH : PROTOCOL;
  let solver: ChallengeSolver | null = null;
  let request!: ClientRequest;
  client.wrapFetch((next, clientRequest) => {
    request = clientRequest;
    return (input, init) => (solver ? carry(next, solver, carrying, input, init) : next(input, init));
  });
  calls = {
    use: (next) => void (solver = next),
    issue: (level) => carrying.issue(request, level).then((answer) => answer.challenge),
  };
  installed.set(client, calls);
  return calls;
}

export async function carry(fetchFn: FetchFunction, solver: ChallengeSolver, carrying: Carrying, input: string, init: RequestInit): Promise<Response> {
  const path = input.split('?')[0]!;
  if (init.method !== 'POST' || !carrying.guarded.some((end) => path.endsWith(end))) return fetchFn(input, init);
  const send = async (level?: number) => {
    let value: string | null;
    try {
      value = await solver.solution(level);
    } catch (error) {
      // No solution (Turnstile said no, a worker failed): nothing is sent, and the person reads why.
      return refusal(error);
    }
    // null: the solver has nothing to add (the server no longer asks); the call goes as it is.
    return fetchFn(input, value === null ? init : { ...init, headers: { ...(init.headers as Record<string, string>), [carrying.header]: value } });
  };
  const first = await send();
  const level = first.status === 403 || first.status === 400 ? await requiredLevel(first) : undefined;
  return level ? send(level) : first;
}

async function requiredLevel(response: Response): Promise<number | undefined> {
  try {
    const body = (await response.clone().json()) as { required_level?: unknown };
    return typeof body.required_level === 'number' ? body.required_level : undefined;
  } catch {
    return undefined;
  }
}

/** The answer a refused challenge gets, in both backends' shapes (error_type; Better Auth's code). */
function refusal(error: unknown): Response {
  const message = `The bot challenge could not be solved${error instanceof Error && error.message ? ` (${error.message})` : ''}. Nothing was sent.`;
  return new Response(JSON.stringify({ status_code: 403, error_type: 'challenge_failed', error_message: message, code: 'CHALLENGE_FAILED', message }), {
    status: 403,
    headers: { 'Content-Type': 'application/json' },
  });
}
