/** Passwords (SPEC §2 password-email tab and password screens; §4 password flows). */
import { passwordsMessages } from '../../../i18n/messages/passwords';
import { lazyView } from '../lazyView';
import type { ProductModule } from '../types';

const views = () => import('./views');
const resetEmail = (screen: 'PasswordForgot' | 'PasswordDedupe' | 'PasswordSetNew' | 'PasswordBreached') =>
  lazyView(() => views().then((m) => m.resetEmailContainers[screen]));

export const passwordsProduct = {
  id: 'passwords',
  mainPart: 'form',
  messages: passwordsMessages,
  tabs: () => ['password'],
  forms: { password: lazyView(() => views().then((m) => m.PasswordEmailForm)) },
  screens: {
    PasswordCreateOrLogin: lazyView(() => views().then((m) => m.PasswordCreateOrLoginContainer)),
    PasswordForgot: resetEmail('PasswordForgot'),
    PasswordDedupe: resetEmail('PasswordDedupe'),
    PasswordSetNew: resetEmail('PasswordSetNew'),
    PasswordBreached: resetEmail('PasswordBreached'),
    PasswordConfirmation: lazyView(() => views().then((m) => m.PasswordConfirmationContainer)),
    PasswordResetForm: lazyView(() => views().then((m) => m.PasswordResetFormContainer)),
  },
} as const satisfies ProductModule;
