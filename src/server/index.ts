/** Server side: verify a Portico session in the host's own backend (docs/widget.md "On your server"). */
export {
  createSessionVerifier,
  sessionJwtFrom,
  SessionVerificationError,
  SESSION_CLAIM,
  type SessionRefusal,
  type SessionVerifierOptions,
  type VerifiedSession,
} from './verifySession';
