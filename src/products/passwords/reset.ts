/**
 * The reset-password widget's own entry (SPEC §1 Reset password; §2 PasswordResetForm): the form
 * that sets the new password, and the confirmation after it. It belongs to that widget's registry
 * (widget/PasswordReset.tsx), never to the Login widget's, so Login never downloads it.
 */
import { passwordsMessages } from './messages';
import { lazyView } from '../../flows/lazyView';
import type { ProductModule } from '../../flows/productModule';

const views = () => import('./views/resetViews');

export const passwordResetProduct = {
  id: 'passwords',
  messages: passwordsMessages,
  signedInScreens: ['PasswordConfirmation'],
  screens: {
    PasswordResetForm: lazyView(() => views().then((m) => m.PasswordResetFormContainer)),
    PasswordConfirmation: lazyView(() => views().then((m) => m.PasswordConfirmationContainer)),
  },
} as const satisfies ProductModule;
