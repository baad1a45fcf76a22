export { MainPasskeyButton, type MainPasskeyButtonProps } from './MainPasskeyButton';
export { PasskeyConfirmation, type PasskeyConfirmationProps } from './PasskeyConfirmation';
export { PasskeyRegistrationStart, type PasskeyRegistrationStartProps, type PasskeyRegistrationStatus } from './PasskeyRegistrationStart';
export { PasskeyRegistrationSuccess, type PasskeyRegistrationSuccessProps, type PasskeyListItem } from './PasskeyRegistrationSuccess';
export { PasskeyList, type PasskeyListProps } from './PasskeyList';
export { PasskeyRenameForm, type PasskeyRenameFormProps } from './PasskeyRenameForm';
