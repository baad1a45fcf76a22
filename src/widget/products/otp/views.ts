// The OTP product's chunk: everything it draws but the phone form (which brings the country list).
export { OtpEmailForm } from './OtpEmailForm';
export { OTPAuthenticateContainer } from './OTPAuthenticateContainer';
export { OTPConfirmationContainer } from './OTPConfirmationContainer';
