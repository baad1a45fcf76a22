// The passkeys product's chunk on the Login widget: Main's button, the autofill and PasskeyConfirmation.
export { PasskeyButton } from './PasskeyButton';
export { PasskeyAutofill } from './PasskeyAutofill';
export { PasskeyConfirmationContainer } from './PasskeyConfirmationContainer';
