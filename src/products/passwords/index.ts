/** Passwords (SPEC §2 password-email tab and password screens; §4 password flows). */
import { passwordsMessages } from './messages';
import type { ProductModule } from '../../flows/productModule';
import { passwordsTabs } from './tabs';
import { PasswordConfirmationContainer } from './views/PasswordConfirmationContainer';
import { PasswordCreateOrLoginContainer } from './views/PasswordCreateOrLoginContainer';
import { PasswordEmailForm } from './views/PasswordEmailForm';
import { resetEmailContainers } from './views/ResetEmailScreens';

// One chunk with its views: the Main form is among them, so a config with passwords needs them at once.
export const passwordsProduct = {
  id: 'passwords',
  mainPart: 'form',
  messages: passwordsMessages,
  tabs: passwordsTabs,
  forms: { password: PasswordEmailForm },
  signedInScreens: ['PasswordConfirmation'],
  screens: {
    PasswordCreateOrLogin: PasswordCreateOrLoginContainer,
    ...resetEmailContainers,
    PasswordConfirmation: PasswordConfirmationContainer,
  },
} as const satisfies ProductModule;
