export { MainPhoneForm, type MainPhoneFormProps, type OtpSendFormModel } from './MainPhoneForm';
export { OTPAuthenticate, type OTPAuthenticateProps, type ResendState } from './OTPAuthenticate';
export { OTPConfirmation, type OTPConfirmationProps } from './OTPConfirmation';
export { formatCountdown } from './formatCountdown';
