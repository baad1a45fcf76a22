import { createSessionVerifier } from 'portico/server';
import { baseUrl, publicToken } from './portico';

/** Checks a session JWT on this server against the provider's keys, and asks whether the session still lives. */
export const verifySession = createSessionVerifier({ baseUrl, publicToken });
