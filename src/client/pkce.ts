/**
 * PKCE for redirect sign-ins (magic links, reset links, social, One Tap), as Stytch's SDK
 * does. The browser that starts one keeps a random verifier in the client's storage (localStorage:
 * an emailed link opens in a new tab, which sessionStorage would not reach) and sends its S256
 * challenge; the token that comes back is authenticated with the verifier. A browser that started
 * nothing has none, so a token carried to it by someone else (login CSRF) signs nobody in there.
 * Web Crypto only: no dependency. Downloaded with the first redirect sign-in (createHttpClient).
 */
import { AuthClientError } from './AuthClientError';
import type { KeyValueStorage } from './storage';

export interface Pkce {
  /** The S256 challenge of this browser's verifier, made (and kept) when there is none. */
  challenge(): Promise<string>;
  /** The kept verifier; rejects with `pkce_verifier_missing` when this browser started no sign-in. */
  verifier(): Promise<string>;
}

export const PKCE_VERIFIER_MISSING =
  'This sign-in link was not requested from this browser, so it cannot sign you in here. Open it in the browser where you asked for it, or ask for a new one.';

const VERIFIER = /^[A-Za-z0-9_-]{43}$/;

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function createPkce(storage: KeyValueStorage, publicToken: string): Pkce {
  const key = `portico:pkce:${publicToken}`;
  const read = () => {
    try {
      const value = storage.getItem(key);
      return value !== null && VERIFIER.test(value) ? value : null;
    } catch {
      return null;
    }
  };
  return {
    async challenge() {
      // Kept, not rotated per flow: two links asked for in a row both work in this browser, and a
      // used link opened again meets the server's "already used", not a missing verifier.
      let verifier = read();
      if (!verifier) {
        verifier = base64url(globalThis.crypto.getRandomValues(new Uint8Array(32)));
        try {
          storage.setItem(key, verifier);
        } catch {
          // Blocked storage: the token will be refused with a clear message, never accepted.
        }
      }
      const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
      return base64url(new Uint8Array(digest));
    },
    async verifier() {
      const verifier = read();
      if (!verifier) throw new AuthClientError({ status_code: 0, error_type: 'pkce_verifier_missing', error_message: PKCE_VERIFIER_MISSING });
      return verifier;
    },
  };
}
