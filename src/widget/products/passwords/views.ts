// The passwords product's chunk: its Main form and every screen.
export { PasswordEmailForm } from './PasswordEmailForm';
export { PasswordCreateOrLoginContainer } from './PasswordCreateOrLoginContainer';
export { resetEmailContainers } from './ResetEmailScreens';
export { PasswordConfirmationContainer } from './PasswordConfirmationContainer';
export { PasswordResetFormContainer } from './PasswordResetFormContainer';
