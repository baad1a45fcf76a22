export * from './outcome';
export * from './usePasskeySignIn';
export * from './usePasskeyAutofill';
export * from './usePasskeyRegistration';
export * from './usePasskeyManager';
export { usePasskeyUpgrade, type PasskeyUpgradeArgs, type PasskeyUpgradeViewModel } from './usePasskeyUpgrade';
export { offerMayApply, offerKey } from './offerRule';
export { shouldOffer } from './passkeyOffer';
