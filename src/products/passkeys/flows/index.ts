export * from './outcome';
export * from './usePasskeySignIn';
export * from './usePasskeyAutofill';
export * from './usePasskeyRegistration';
export * from './usePasskeyManager';
