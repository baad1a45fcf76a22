export { usePasskeyUpgrade, type PasskeyUpgradeArgs, type PasskeyUpgradeViewModel } from './usePasskeyUpgrade';
export { offerMayApply, offerKey } from './offerRule';
export { shouldOffer } from './shouldOffer';
