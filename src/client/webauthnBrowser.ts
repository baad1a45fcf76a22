/**
 * The browser half of a passkey ceremony, the same for every backend's passkey calls (webauthn.ts,
 * betterAuth/passkeyCalls.ts), downloaded on first use. Only the parts of @simplewebauthn/browser
 * it uses, named, so a bundler keeps only these: a dynamic import of the package itself would bring
 * all of it (signals, capability probes).
 */
import { browserSupportsWebAuthnAutofill, startAuthentication, startRegistration, WebAuthnAbortService } from '@simplewebauthn/browser';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

export { startRegistration };

/**
 * Signs in with a passkey: the browser's prompt, or its autofill. @simplewebauthn/browser 14 takes
 * no AbortSignal; its WebAuthnAbortService cancels the ceremony in flight. The listener is removed
 * as soon as ours ends, so it never cancels someone else's.
 */
export async function askForPasskey(optionsJSON: PublicKeyCredentialRequestOptionsJSON, autofill: boolean, signal?: AbortSignal): Promise<AuthenticationResponseJSON> {
  signal?.throwIfAborted();
  const cancel = () => WebAuthnAbortService.cancelCeremony();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    // The helper looks for the "webauthn" field with document.querySelectorAll, which cannot see
    // into a shadow root (enableShadowDOM) nor a form still downloading; the browser itself can.
    return await startAuthentication({ optionsJSON, useBrowserAutofill: autofill, verifyBrowserAutofillInput: false });
  } catch (error) {
    // Report the caller's abort as such, not as the library's wrapped "ceremony was cancelled".
    signal?.throwIfAborted();
    throw error;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}

/** Whether the browser offers passkeys in a field's autofill. */
export async function supportsAutofill(): Promise<boolean> {
  try {
    return await browserSupportsWebAuthnAutofill();
  } catch {
    // No WebAuthn at all (old browser, non-browser runtime): no autofill either.
    return false;
  }
}
