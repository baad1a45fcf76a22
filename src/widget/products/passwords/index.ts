/** Passwords (SPEC §2 password-email tab and password screens; §4 password flows). */
import { passwordsMessages } from '../../../i18n/messages/passwords';
import type { ProductModule } from '../types';
import { PasswordConfirmationContainer } from './PasswordConfirmationContainer';
import { PasswordCreateOrLoginContainer } from './PasswordCreateOrLoginContainer';
import { PasswordEmailForm } from './PasswordEmailForm';
import { resetEmailContainers } from './ResetEmailScreens';

// One chunk with its views: the Main form is among them, so a config with passwords needs them at once.
export const passwordsProduct = {
  id: 'passwords',
  mainPart: 'form',
  messages: passwordsMessages,
  tabs: () => ['password'],
  forms: { password: PasswordEmailForm },
  screens: {
    PasswordCreateOrLogin: PasswordCreateOrLoginContainer,
    ...resetEmailContainers,
    PasswordConfirmation: PasswordConfirmationContainer,
  },
} as const satisfies ProductModule;
