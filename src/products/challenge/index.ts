/**
 * Bot challenges (docs/bots.md): not a sign-in method but what guards them. The server's bootstrap
 * asks for one; the widget downloads this once the person starts on a form, and solves while they
 * type. Its messages are server errors (i18n/messages/serverErrors.ts): any product's call meets them.
 */
export { startChallenge, stopChallenge } from './flows';
