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
export type { EmailFormModel, PhoneFormModel } from './mainTypes';
export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen';

// Each product's screens, from its slice (src/products/<id>/screens); tests/unit/exports.test.ts checks every slice is here.
export * from '../products/emailMagicLinks/screens';
export * from '../products/otp/screens';
export * from '../products/passwords/screens';
export * from '../products/passkeys/screens';
export * from '../products/oauth/screens';
export * from '../products/crypto/screens';

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
export * from '../products/secondFactor/screens';
export * from '../products/account/screens';
