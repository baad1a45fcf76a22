// The second factor's one chunk: downloaded only when a sign-in asks for a second step.
export { SecondFactorContainer } from './SecondFactorContainer';
export { SecondFactorConfirmationContainer } from './SecondFactorConfirmationContainer';
