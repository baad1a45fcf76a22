/**
 * The emulated providers' standard OAuth 2.0 / OIDC state: a pending authorization request (while
 * the person is on the provider page), the authorization code it ends in, and the access token the
 * code buys. All short-lived (minutes), so they live in memory: a restart only ends flows in
 * progress, and the emulator's schema stays as it is.
 */
import type { EmulatorContext } from '../context';
import type { EmulatedAccount } from './page';

export const REQUEST_MINUTES = 10;
export const CODE_MINUTES = 1;
export const ACCESS_TOKEN_SECONDS = 3600;

export interface AuthorizeRequest {
  provider: string;
  client_id: string;
  redirect_uri: string;
  state: string | null;
  scope: string;
  code_challenge: string;
  nonce: string | null;
  /** sha256 of the starting browser's cookie (providers/browser.ts). */
  browser_hash: string;
}

export interface IssuedCode {
  provider: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  nonce: string | null;
  scope: string;
  account: EmulatedAccount;
}

export interface IssuedAccessToken {
  provider: string;
  scope: string;
  account: EmulatedAccount;
}

type Entry<T> = { value: T; expiresAt: number };

class ExpiringMap<T> {
  private readonly entries = new Map<string, Entry<T>>();
  constructor(private readonly ctx: EmulatorContext) {}
  set(key: string, value: T, ms: number): void {
    this.purge();
    this.entries.set(this.ctx.hash(key), { value, expiresAt: this.ctx.now().getTime() + ms });
  }
  get(key: string): T | null {
    const entry = this.entries.get(this.ctx.hash(key));
    return entry && entry.expiresAt > this.ctx.now().getTime() ? entry.value : null;
  }
  /** Returns the value once: a second take (a replayed code) finds nothing. */
  take(key: string): T | null {
    const value = this.get(key);
    this.entries.delete(this.ctx.hash(key));
    return value;
  }
  private purge(): void {
    const now = this.ctx.now().getTime();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

export interface StandardStore {
  requests: ExpiringMap<AuthorizeRequest>;
  codes: ExpiringMap<IssuedCode>;
  accessTokens: ExpiringMap<IssuedAccessToken>;
}

const stores = new WeakMap<EmulatorContext, StandardStore>();

export function standardStore(ctx: EmulatorContext): StandardStore {
  let store = stores.get(ctx);
  if (!store) {
    store = { requests: new ExpiringMap(ctx), codes: new ExpiringMap(ctx), accessTokens: new ExpiringMap(ctx) };
    stores.set(ctx, store);
  }
  return store;
}
