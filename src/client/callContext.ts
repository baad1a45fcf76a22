/** What each group of calls needs from the client: the request helper and where sessions are stored. */
import type { AuthResponse, SessionManager } from './types';
import type { HttpMethod, RequestOptions, Requester } from './request';
import type { Pkce } from './pkce';

export interface CallContext {
  request: Requester;
  /** The verifier of this browser's redirect sign-ins. */
  pkce: Pkce;
  /** Makes an authenticating call and stores its answer in the session manager (SPEC §4). */
  authenticate<T extends AuthResponse = AuthResponse>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
}

export function createCallContext(request: Requester, sessions: () => Promise<Pick<SessionManager, 'store'>>, pkce: Pkce): CallContext {
  return {
    request,
    pkce,
    async authenticate<T extends AuthResponse>(method: HttpMethod, path: string, options?: RequestOptions) {
      const answer = await request<T>(method, path, options);
      (await sessions()).store(answer);
      return answer;
    },
  };
}
