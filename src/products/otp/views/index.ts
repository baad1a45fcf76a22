// The OTP product's screens, downloaded when a code is on its way: the code input and the confirmation.
export { OTPAuthenticateContainer } from './OTPAuthenticateContainer';
export { OTPConfirmationContainer } from './OTPConfirmationContainer';
