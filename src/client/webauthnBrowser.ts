/**
 * The parts of @simplewebauthn/browser the passkey calls use, named, so a bundler keeps only these:
 * a dynamic import of the package itself would bring all of it (signals, capability probes).
 */
export { browserSupportsWebAuthnAutofill, startAuthentication, startRegistration, WebAuthnAbortService } from '@simplewebauthn/browser';
