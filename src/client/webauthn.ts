/**
 * Passkey calls (SPEC §7 webauthn.*): each method runs the whole ceremony, server start →
 * browser (via @simplewebauthn/browser) → server finish, so flows never touch WebAuthn JSON.
 * The browser helper is fetched on first use: a page without passkeys never downloads it.
 */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { AuthClient, AuthResponse } from './types';
import type { CallContext } from './callContext';

/** SPEC §9: sessions last 30 minutes unless the config says otherwise. */
const DEFAULT_SESSION_MINUTES = 30;

export function createWebAuthnCalls(ctx: CallContext, pageHostname: () => string): AuthClient['webauthn'] {
  return {
    async authenticate({ session_duration_minutes = DEFAULT_SESSION_MINUTES, conditional_mediation = false, signal, intermediate_session_token }) {
      const start = await ctx.request<{ public_key_credential_request_options: unknown }>(
        'POST',
        '/v1/webauthn/authenticate/start',
        { body: { domain: pageHostname(), is_passkey: true }, ...(signal ? { signal } : {}) },
      );
      const optionsJSON = fromJson<PublicKeyCredentialRequestOptionsJSON>(start.public_key_credential_request_options);
      const { startAuthentication, WebAuthnAbortService } = await browserHelper();
      const credential = await cancellable(signal, WebAuthnAbortService, () =>
        // The helper looks for the "webauthn" field with document.querySelectorAll, which cannot see
        // into a shadow root (enableShadowDOM) nor a form still downloading; the browser itself can.
        startAuthentication({ optionsJSON, useBrowserAutofill: conditional_mediation, verifyBrowserAutofillInput: false }),
      );
      return ctx.authenticate<AuthResponse>('POST', '/v1/webauthn/authenticate', {
        body: { public_key_credential: credential, session_duration_minutes, ...(intermediate_session_token ? { intermediate_session_token } : {}) },
        ...(signal ? { signal } : {}),
      });
    },

    async register({ session_duration_minutes = DEFAULT_SESSION_MINUTES }) {
      const start = await ctx.request<{ public_key_credential_creation_options: unknown }>(
        'POST',
        '/v1/webauthn/register/start',
        { body: { domain: pageHostname(), is_passkey: true }, withSession: true },
      );
      const optionsJSON = fromJson<PublicKeyCredentialCreationOptionsJSON>(start.public_key_credential_creation_options);
      const { startRegistration } = await browserHelper();
      const credential = await startRegistration({ optionsJSON });
      const answer = await ctx.authenticate<AuthResponse & { webauthn_registration_id: string }>(
        'POST',
        '/v1/webauthn/register',
        { body: { public_key_credential: credential, session_duration_minutes }, withSession: true },
      );
      return { webauthn_registration_id: answer.webauthn_registration_id };
    },

    async browserSupportsAutofill() {
      try {
        // Without WebAuthn there is nothing to fetch the helper for.
        if (typeof globalThis.PublicKeyCredential === 'undefined') return false;
        return await (await browserHelper()).browserSupportsWebAuthnAutofill();
      } catch {
        // No WebAuthn at all (old browser, non-browser runtime): no autofill either.
        return false;
      }
    },

    async update({ webauthn_registration_id, name }) {
      await ctx.request('PUT', `/v1/webauthn/${encodeURIComponent(webauthn_registration_id)}`, {
        body: { name },
        withSession: true,
      });
    },

    async delete(webauthnRegistrationId) {
      await ctx.request('DELETE', `/v1/users/webauthn_registrations/${encodeURIComponent(webauthnRegistrationId)}`, {
        withSession: true,
      });
    },
  };
}

/**
 * @simplewebauthn/browser 14 takes no AbortSignal; its WebAuthnAbortService cancels the ceremony
 * in flight. The listener is removed as soon as ours ends, so it never cancels someone else's.
 */
async function cancellable<T>(
  signal: AbortSignal | undefined,
  abortService: { cancelCeremony(): void },
  ceremony: () => Promise<T>,
): Promise<T> {
  signal?.throwIfAborted();
  const cancel = () => abortService.cancelCeremony();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    return await ceremony();
  } catch (error) {
    // Report the caller's abort as such, not as the library's wrapped "ceremony was cancelled".
    signal?.throwIfAborted();
    throw error;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}

const browserHelper = () => import('./webauthnBrowser');

/** The protocol sends WebAuthn options as a JSON object; a server that sends a JSON string works too. */
function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
