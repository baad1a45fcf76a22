// The reset-password widget's chunk: the new-password form and its confirmation.
export { PasswordResetFormContainer } from './PasswordResetFormContainer';
export { PasswordConfirmationContainer } from './PasswordConfirmationContainer';
