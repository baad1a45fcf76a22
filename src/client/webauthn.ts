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
      const credential = await (await browserHelper()).askForPasskey(optionsJSON, conditional_mediation, signal);
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

    browserSupportsAutofill,

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

const browserHelper = () => import('./webauthnBrowser');

// Without WebAuthn there is nothing to fetch the helper for.
const browserSupportsAutofill = async () =>
  typeof globalThis.PublicKeyCredential !== 'undefined' && (await browserHelper().then((m) => m.supportsAutofill(), () => false));

/** The protocol sends WebAuthn options as a JSON object; a server that sends a JSON string works too. */
function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
