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
export { MainPhoneForm, type MainPhoneFormProps } from './MainPhoneForm';
export type { EmailFormModel, PhoneFormModel } from './mainTypes';
export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen';

export { EmailConfirmation, type EmailConfirmationProps } from './EmailConfirmation';
export { mailLinks, searchableDomain, MAIL_PROVIDERS, type MailLink, type MailProvider } from './mailLinks';

export { OTPAuthenticate, type OTPAuthenticateProps, type ResendState } from './OTPAuthenticate';
export { OTPConfirmation, type OTPConfirmationProps } from './OTPConfirmation';
export { formatCountdown } from './formatCountdown';

export { PasswordCreateOrLogin, type PasswordCreateOrLoginProps, type PasswordMode } from './PasswordCreateOrLogin';
export {
  PasswordStrengthDisplay,
  type PasswordStrengthDisplayProps,
  type PasswordStrengthModel,
  type LudsRequirementModel,
} from './PasswordStrengthDisplay';
export { ResetEmailSent, type ResetEmailSentProps, type ResetEmailScreenProps } from './ResetEmailSent';
export { PasswordForgot, type PasswordForgotProps } from './PasswordForgot';
export { PasswordDedupe, type PasswordDedupeProps } from './PasswordDedupe';
export { PasswordSetNew, type PasswordSetNewProps } from './PasswordSetNew';
export { PasswordBreached, type PasswordBreachedProps } from './PasswordBreached';
export { PasswordConfirmation, type PasswordConfirmationProps } from './PasswordConfirmation';
export { PasswordResetForm, type PasswordResetFormProps } from './PasswordResetForm';

export { MainPasskeyButton, type MainPasskeyButtonProps } from './MainPasskeyButton';
export { PasskeyConfirmation, type PasskeyConfirmationProps } from './PasskeyConfirmation';
export { PasskeyRegistrationStart, type PasskeyRegistrationStartProps, type PasskeyRegistrationStatus } from './PasskeyRegistrationStart';
export { PasskeyRegistrationSuccess, type PasskeyRegistrationSuccessProps, type PasskeyListItem } from './PasskeyRegistrationSuccess';
export { PasskeyList, type PasskeyListProps } from './PasskeyList';
export { PasskeyRenameForm, type PasskeyRenameFormProps } from './PasskeyRenameForm';
export { IDPConsent, type IDPConsentProps } from './IDPConsent';
export { IDPPermissionSection, type IDPPermissionSectionProps } from './IDPPermissionSection';
export { IDPPermissionList, type IDPPermissionListProps } from './IDPPermissionList';
export { IDPUngrantableNotice, type IDPUngrantableNoticeProps } from './IDPUngrantableNotice';
export { IDPLogout, type IDPLogoutProps } from './IDPLogout';
export { IDPOutcome, type IDPOutcomeProps } from './IDPOutcome';
export { IDPError, type IDPErrorProps } from './IDPError';
export { IDPSignInPrompt } from './IDPSignInPrompt';
export { IDPLoading, type IDPLoadingProps } from './IDPLoading';
export { permissionItems } from './idpPermissionItems';
export type { ConsentScope, ConsentItem, ConsentSection, ConsentManifest, ConsentManifestInput, ConsentManifestGenerator, IDPConsentModel } from './idpTypes';
export { UserBadge, type UserBadgeProps } from './UserBadge';
