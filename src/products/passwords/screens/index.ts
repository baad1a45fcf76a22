export { PasswordCreateOrLogin, type PasswordCreateOrLoginProps, type PasswordMode } from './PasswordCreateOrLogin';
export {
  PasswordStrengthDisplay,
  type PasswordStrengthDisplayProps,
  type PasswordStrengthModel,
  type LudsRequirementModel,
} from './PasswordStrengthDisplay';
export { ResetEmailSent, type ResetEmailSentProps, type ResetEmailScreenProps } from './ResetEmailSent';
export { PasswordForgot, type PasswordForgotProps } from './PasswordForgot';
export { PasswordDedupe, type PasswordDedupeProps } from './PasswordDedupe';
export { PasswordSetNew, type PasswordSetNewProps } from './PasswordSetNew';
export { PasswordBreached, type PasswordBreachedProps } from './PasswordBreached';
export { PasswordConfirmation, type PasswordConfirmationProps } from './PasswordConfirmation';
export { PasswordResetForm, type PasswordResetFormProps } from './PasswordResetForm';
export { PasswordChange, type PasswordChangeProps } from './PasswordChange';
