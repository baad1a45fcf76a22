/**
 * What a built-in client keeps for the calls that download with a widget of their own (the account
 * center's): its request helper and session, under a symbol, so the Login widget's code never
 * imports those calls (a dynamic import in the client would make them part of every Login page).
 */
import type { CallContext } from './callContext';
import type { BetterAuthRequester } from './betterAuth/request';
import type { AuthClient, AuthResponse } from './types';

export const CLIENT_PARTS = Symbol.for('portico.clientParts');

export type ClientParts =
  | { kind: 'protocol'; ctx: CallContext; baseUrl: string }
  | {
      kind: 'better-auth';
      request: BetterAuthRequester;
      baseURL: string;
      /** Reads the session again (Better Auth's cookie is the truth) and stores it. */
      refresh(): Promise<AuthResponse | null>;
    };

/** Keeps `parts` on `client`, out of sight of enumeration and JSON. */
export function keepParts(client: AuthClient, parts: ClientParts): AuthClient {
  Object.defineProperty(client, CLIENT_PARTS, { value: parts });
  return client;
}

export const partsOf = (client: AuthClient): ClientParts | undefined => (client as { [CLIENT_PARTS]?: ClientParts })[CLIENT_PARTS];
