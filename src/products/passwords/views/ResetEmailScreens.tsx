import { PasswordBreached } from '../screens/PasswordBreached';
import { PasswordDedupe } from '../screens/PasswordDedupe';
import { PasswordForgot } from '../screens/PasswordForgot';
import { PasswordSetNew } from '../screens/PasswordSetNew';
import { ResetEmailContainer } from './ResetEmailContainer';

/** One container per reset-email screen, so no screen falls back to another's view. */
export const resetEmailContainers = {
  PasswordForgot: () => <ResetEmailContainer view={PasswordForgot} />,
  PasswordDedupe: () => <ResetEmailContainer view={PasswordDedupe} />,
  PasswordSetNew: () => <ResetEmailContainer view={PasswordSetNew} />,
  PasswordBreached: () => <ResetEmailContainer view={PasswordBreached} />,
};
