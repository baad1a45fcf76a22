export { usePasswordEmailForm, type PasswordEmailFormViewModel } from './usePasswordEmailForm';
export { usePasswordFlow, type PasswordFlowViewModel } from './usePasswordFlow';
export {
  usePasswordResetFlow,
  readTokenType,
  type PasswordResetFlowArgs,
  type PasswordResetFlowViewModel,
} from './usePasswordResetFlow';
export {
  usePasswordStrength,
  STRENGTH_DEBOUNCE_MS,
  STRENGTH_DEDUPE_MS,
  STRENGTH_RETRY_MS,
  STRENGTH_SLOW_RETRY_MS,
  STRENGTH_FOCUS_THROTTLE_MS,
  type PasswordStrength,
} from './usePasswordStrength';
export { toStrengthView, strengthBar, DEFAULT_LUDS, type StrengthView, type LudsRequirement } from './strengthView';
export { sendResetEmail } from './resetEmail';
export { usePasswordChange, type PasswordChangeArgs, type PasswordChangeViewModel } from './usePasswordChange';
