/**
 * Passkeys over @better-auth/passkey's endpoints: the same browser ceremony as the Portico
 * protocol's (../webauthnBrowser.ts, fetched on first use), Better Auth's challenge cookie.
 */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { AuthClient, AuthResponse } from '../types';
import type { BetterAuthRequester } from './request';

const browserHelper = () => import('../webauthnBrowser');

export function createPasskeyCalls(request: BetterAuthRequester, signedIn: (factor: string) => Promise<AuthResponse>): AuthClient['webauthn'] {
  return {
    async authenticate({ conditional_mediation = false, signal }) {
      const optionsJSON = await request<PublicKeyCredentialRequestOptionsJSON>('GET', '/passkey/generate-authenticate-options', {
        call: 'passkey',
        ...(signal ? { signal } : {}),
      });
      const credential = await (await browserHelper()).askForPasskey(optionsJSON, conditional_mediation, signal);
      const { clientExtensionResults: _ignored, ...response } = credential;
      await request('POST', '/passkey/verify-authentication', { body: { response }, call: 'passkey' });
      return signedIn('webauthn');
    },
    async register() {
      const optionsJSON = await request<PublicKeyCredentialCreationOptionsJSON>('GET', '/passkey/generate-register-options', { call: 'passkey' });
      const { startRegistration } = await browserHelper();
      const { clientExtensionResults: _ignored, ...response } = await startRegistration({ optionsJSON });
      const passkey = await request<{ id: string }>('POST', '/passkey/verify-registration', { body: { response }, call: 'passkey' });
      return { webauthn_registration_id: passkey.id };
    },
    browserSupportsAutofill: async () =>
      typeof globalThis.PublicKeyCredential !== 'undefined' && (await browserHelper().then((m) => m.supportsAutofill(), () => false)),
    async update({ webauthn_registration_id, name }) {
      await request('POST', '/passkey/update-passkey', { body: { id: webauthn_registration_id, name }, call: 'passkey' });
    },
    async delete(id) {
      await request('POST', '/passkey/delete-passkey', { body: { id }, call: 'passkey' });
    },
  };
}
