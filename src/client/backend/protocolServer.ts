/**
 * SPEC §7 bootstrap on Portico's protocol (createHttpClient): the client declares nothing of its own,
 * its server's answer says what it serves, and the same check as on Better Auth words a refusal.
 * Downloaded with the answer, not with the client.
 */
import type { BackendConfigView, ServedByServer } from '../types';
import { serverProblems } from './serverProblems';

export const protocolServerProblems = (config: BackendConfigView, served: ServedByServer) =>
  serverProblems(
    { name: 'Portico', products: [], otpMethods: [], serverHint: "The project's config sets it (the emulator: products and otp_methods in portico.config.json)." },
    config,
    served,
  );
