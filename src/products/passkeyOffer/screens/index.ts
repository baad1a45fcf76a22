export { PasskeyUpgrade, type PasskeyUpgradeProps } from './PasskeyUpgrade';
