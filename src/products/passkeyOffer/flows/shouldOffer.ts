/**
 * The passkey offer's checks that ask (offerRule.ts has the others): a platform authenticator, and
 * no passkey on the account yet. In the offer's own chunk, with its screen.
 */
import type { AuthClient } from '../../../client/types';

// offerRule.ts's key, copied: that file is in the module's chunk, which this one does not import.
const offerKey = (userId: string) => `portico:passkey-offer:${userId}`;

/** The checks that ask. Remembers the offer when it is made: once per account on this browser. */
export async function shouldOffer(client: AuthClient): Promise<boolean> {
  const session = client.session.getSync();
  const offer =
    !!session &&
    (await globalThis.PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable()) &&
    (await client.user.get()).webauthn_registrations.length === 0;
  // offerRule.ts counts blocked storage as remembered: this write failing shows no offer again.
  if (offer) globalThis.localStorage.setItem(offerKey(session.user_id), new Date().toISOString());
  return offer;
}
