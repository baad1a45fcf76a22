/**
 * When Login offers a passkey after a sign-in (docs/account.md "Passkey offer"): once per account
 * on this device, after a sign-in by email code, link, password or social account (the screen that
 * says so, or Main back from a link or a provider), on a device that can make a passkey, for an
 * account with none, unless the config turns it off. These are the checks that need no call: the
 * offer's own code (shouldOffer.ts, with its screen) downloads only when they pass.
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

/** Whether the offer was made here (blocked storage counts: better never than every time). */
const remembered = (userId: string) => {
  try {
    return globalThis.localStorage.getItem(offerKey(userId)) !== null;
  } catch {
    return true;
  }
};

/** The checks that need no call: may the offer apply here? */
export function offerMayApply(screen: Screen, { client, config }: { client: AuthClient; config: ResolvedConfig }): boolean {
  if (screen !== 'Main' && !AFTER.has(screen)) return false;
  const session = client.session.getSync();
  if (!session || config.passkeyOptions?.offerAfterSignIn === false || typeof globalThis.PublicKeyCredential !== 'function' || remembered(session.user_id)) return false;
  const now = Date.now();
  return screen !== 'Main' || session.authentication_factors.some((factor) => REDIRECT_FACTORS.has(factor.type) && now - Date.parse(factor.last_authenticated_at) < RECENT_MS);
}
