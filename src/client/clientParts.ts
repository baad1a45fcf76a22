/**
 * What a built-in client keeps for the calls that download with a widget of their own (the account
 * center's): its request helper and session, under a symbol, so the Login widget's code never
 * imports those calls (a dynamic import in the client would make them part of every Login page).
 */
import type { CallContext } from './callContext';
import type { BetterAuthRequester } from './betterAuth/request';
import type { AuthClient } from './types';

/** A symbol key: JSON and `Object.keys` never show it. */
export const CLIENT_PARTS = Symbol.for('portico.clientParts');

/** The protocol client's call context, or Better Auth's requester (a function). */
export type ClientParts = CallContext | BetterAuthRequester;

export const isBetterAuthParts = (parts: ClientParts): parts is BetterAuthRequester => typeof parts === 'function';

export const partsOf = (client: AuthClient): ClientParts | undefined => (client as { [CLIENT_PARTS]?: ClientParts })[CLIENT_PARTS];
