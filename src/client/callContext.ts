/** What each group of calls needs from the client: the request helper and the session manager. */
import type { AuthResponse, SessionManager } from './types';
import type { HttpMethod, RequestOptions, Requester } from './request';

export interface CallContext {
  request: Requester;
  session: SessionManager;
  /** Makes an authenticating call and stores its answer in the session manager (SPEC §4). */
  authenticate<T extends AuthResponse = AuthResponse>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
}

export function createCallContext(request: Requester, session: SessionManager): CallContext {
  return {
    request,
    session,
    async authenticate<T extends AuthResponse>(method: HttpMethod, path: string, options?: RequestOptions) {
      const answer = await request<T>(method, path, options);
      session.store(answer);
      return answer;
    },
  };
}
