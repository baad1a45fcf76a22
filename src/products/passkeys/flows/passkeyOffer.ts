/**
 * When Login offers a passkey after a sign-in (docs/account.md "Passkey offer"): once per account
 * on this device, after a sign-in by email code, link, password or social account (the screen that
 * says so, or Main back from a link or a provider), on a device that can make a passkey, for an
 * account with none, unless the config turns it off. The checks that need no call come first, so
 * the offer's own code downloads only when all of them pass.
 */
import type { AuthClient } from '../../../client/types';
import type { ResolvedConfig } from '../../../flows/config';
import type { Screen } from '../../../flows/state';

/** The confirmations of a sign-in that may end with a passkey offer (not a passkey's, not a wallet's). */
const AFTER: ReadonlySet<Screen> = new Set<Screen>(['OTPConfirmation', 'PasswordConfirmation', 'SecondFactorConfirmation']);
/** Main back from a link or a provider: the session's factor is one of these, this recent. */
const REDIRECT_FACTORS = new Set(['magic_link', 'oauth']);
const RECENT_MS = 5 * 60_000;

/** Where the offer is remembered: once per account on this browser. */
export const offerKey = (userId: string) => `portico:passkey-offer:${userId}`;

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage blocked: the offer is not shown, rather than shown every time
  }
};

/** The checks that need no call: may the offer apply here? */
export function offerMayApply(screen: Screen, client: AuthClient, config: ResolvedConfig): boolean {
  if (config.passkeyOptions.offerAfterSignIn === false || typeof globalThis.PublicKeyCredential !== 'function') return false;
  const session = client.session.getSync();
  if (!session || !storage() || storage()!.getItem(offerKey(session.user_id)) !== null) return false;
  if (screen !== 'Main') return AFTER.has(screen);
  const now = Date.now();
  return session.authentication_factors.some((factor) => REDIRECT_FACTORS.has(factor.type) && now - Date.parse(factor.last_authenticated_at) < RECENT_MS);
}

/** The checks that ask: a platform authenticator, and no passkey on the account yet. Remembers the offer when it is made. */
export async function shouldOffer(client: AuthClient): Promise<boolean> {
  const session = client.session.getSync();
  if (!session) return false;
  const platform = await globalThis.PublicKeyCredential?.isUserVerifyingPlatformAuthenticatorAvailable?.().catch(() => false);
  if (!platform) return false;
  const user = await client.user.get();
  if (user.webauthn_registrations.length > 0) return false;
  storage()?.setItem(offerKey(session.user_id), new Date().toISOString());
  return true;
}
