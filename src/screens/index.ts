/** One pure view per spec screen (SPEC §2): props in, callbacks out; no client calls, no reducer. */
export { ScreenFocusContext, useScreenFocus, type ScreenFocus } from './ScreenFocus';
export { ScreenLayout, type ScreenLayoutProps } from './ScreenLayout';
export { BackButton, type BackButtonProps } from './BackButton';
export { ErrorBanner, type ErrorBannerProps } from './ErrorBanner';
export { MessageText, type MessageTextProps } from './MessageText';
export { CheckIllustration, type CheckIllustrationProps } from './CheckIllustration';
export type { ScreenError, SubmitLike, FormStatus } from './types';

export { MainScreen, type MainScreenProps, type MainScreenPart } from './MainScreen';
export { MainTabs, type MainTabsProps, type MainTab } from './MainTabs';
export { MainEmailForm, type MainEmailFormProps } from './MainEmailForm';
export { MainPhoneForm, type MainPhoneFormProps } from '../products/otp/screens/MainPhoneForm';
export type { EmailFormModel, PhoneFormModel } from './mainTypes';
export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen';

export { EmailConfirmation, type EmailConfirmationProps } from '../products/emailMagicLinks/screens/EmailConfirmation';
export { mailLinks, searchableDomain, MAIL_PROVIDERS, type MailLink, type MailProvider } from '../products/emailMagicLinks/screens/mailLinks';

export { OTPAuthenticate, type OTPAuthenticateProps, type ResendState } from '../products/otp/screens/OTPAuthenticate';
export { OTPConfirmation, type OTPConfirmationProps } from '../products/otp/screens/OTPConfirmation';
export { formatCountdown } from '../products/otp/screens/formatCountdown';

export { PasswordCreateOrLogin, type PasswordCreateOrLoginProps, type PasswordMode } from '../products/passwords/screens/PasswordCreateOrLogin';
export {
  PasswordStrengthDisplay,
  type PasswordStrengthDisplayProps,
  type PasswordStrengthModel,
  type LudsRequirementModel,
} from '../products/passwords/screens/PasswordStrengthDisplay';
export { ResetEmailSent, type ResetEmailSentProps, type ResetEmailScreenProps } from '../products/passwords/screens/ResetEmailSent';
export { PasswordForgot, type PasswordForgotProps } from '../products/passwords/screens/PasswordForgot';
export { PasswordDedupe, type PasswordDedupeProps } from '../products/passwords/screens/PasswordDedupe';
export { PasswordSetNew, type PasswordSetNewProps } from '../products/passwords/screens/PasswordSetNew';
export { PasswordBreached, type PasswordBreachedProps } from '../products/passwords/screens/PasswordBreached';
export { PasswordConfirmation, type PasswordConfirmationProps } from '../products/passwords/screens/PasswordConfirmation';
export { PasswordResetForm, type PasswordResetFormProps } from '../products/passwords/screens/PasswordResetForm';

export { MainPasskeyButton, type MainPasskeyButtonProps } from '../products/passkeys/screens/MainPasskeyButton';
export { PasskeyConfirmation, type PasskeyConfirmationProps } from '../products/passkeys/screens/PasskeyConfirmation';
export { PasskeyRegistrationStart, type PasskeyRegistrationStartProps, type PasskeyRegistrationStatus } from '../products/passkeys/screens/PasskeyRegistrationStart';
export { PasskeyRegistrationSuccess, type PasskeyRegistrationSuccessProps, type PasskeyListItem } from '../products/passkeys/screens/PasskeyRegistrationSuccess';
export { PasskeyList, type PasskeyListProps } from '../products/passkeys/screens/PasskeyList';
export { PasskeyRenameForm, type PasskeyRenameFormProps } from '../products/passkeys/screens/PasskeyRenameForm';
export { IDPConsent, type IDPConsentProps } from './IDPConsent';
export { IDPPermissionSection, type IDPPermissionSectionProps } from './IDPPermissionSection';
export { IDPPermissionList, type IDPPermissionListProps } from './IDPPermissionList';
export { IDPUngrantableNotice, type IDPUngrantableNoticeProps } from './IDPUngrantableNotice';
export { IDPLogout, type IDPLogoutProps } from './IDPLogout';
export { IDPOutcome, type IDPOutcomeProps } from './IDPOutcome';
export { IDPError, type IDPErrorProps } from './IDPError';
export { IDPLoading, type IDPLoadingProps } from './IDPLoading';
export { permissionItems } from './idpPermissionItems';
export type { ConsentScope, ConsentItem, ConsentSection, ConsentManifest, ConsentManifestInput, ConsentManifestGenerator, IDPConsentModel } from './idpTypes';
