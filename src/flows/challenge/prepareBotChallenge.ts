/**
 * Bot challenges (docs/bots.md): not a sign-in method but what guards every product's calls, so
 * the kernel's, not a product's. Their code downloads only when the server's bootstrap asks for one,
 * once the person starts on a form (widget/preloadOnUse); from then on it follows the server's answers itself.
 * Their messages are server errors (i18n/messages/serverErrors.ts): any product's call meets them.
 */
import type { AuthClient } from '../../client/types';

export const prepareBotChallenge = (client: AuthClient, card: HTMLElement, nonce: string | undefined) =>
  void import('./startChallenge').then((m) => m.startChallenge(client, card, nonce));
