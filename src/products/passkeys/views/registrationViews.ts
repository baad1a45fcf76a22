// The passkey registration widget's chunk: its two screens.
export { PasskeyRegistrationStartContainer } from './PasskeyRegistrationStartContainer';
export { PasskeyRegistrationSuccessContainer } from './PasskeyRegistrationSuccessContainer';
