/**
 * Bot challenges (docs/bots.md): not a sign-in method but what guards every product's calls, so
 * the kernel's, not a product's. Their code downloads only when the server's bootstrap asks for one,
 * once the person starts on a form (and again to stop, when a server that asked no longer does).
 * Their messages are server errors (i18n/messages/serverErrors.ts): any product's call meets them.
 */
import type { AuthClient, ChallengeSetting } from '../../client/types';

const challenged = new WeakSet<AuthClient>();

export function prepareBotChallenge(client: AuthClient, setting: ChallengeSetting | undefined, card: HTMLElement, nonce: string | undefined): void {
  if (setting ?? challenged.has(client)) void import('./startChallenge').then((m) => m.startChallenge(client, setting, card, nonce));
  if (setting) challenged.add(client);
}
