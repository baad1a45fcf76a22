export { SecondFactor, type SecondFactorProps } from './SecondFactor';
export { SecondFactorConfirmation, type SecondFactorConfirmationProps } from './SecondFactorConfirmation';
export { OtherWays, type OtherWaysProps } from './OtherWays';
export { SecuritySettings, type SecuritySettingsProps, type SecurityStep } from './SecuritySettings';
export { QrCode } from './QrCode';
export { BackupCodeList } from './BackupCodeList';
export { CopyButton } from './CopyButton';
export { PhoneNumberSettings, type PhoneNumberSettingsProps, type PhoneStep } from './PhoneNumberSettings';
export { PhoneNumberRow, type PhoneNumberRowProps } from './PhoneNumberRow';
