/** `portico/screens`: one pure view per spec screen (SPEC §2), the kernel's and every product's: props in, callbacks out; no client calls, no reducer. */
export { ScreenFocusContext, useScreenFocus, type ScreenFocus } from '../screens/ScreenFocus';
export { ScreenLayout, type ScreenLayoutProps } from '../screens/ScreenLayout';
export { BackButton, type BackButtonProps } from '../screens/BackButton';
export { ErrorBanner, type ErrorBannerProps } from '../screens/ErrorBanner';
export { MessageText, type MessageTextProps } from '../screens/MessageText';
export { CheckIllustration, type CheckIllustrationProps } from '../screens/CheckIllustration';
export type { ScreenError, SubmitLike, FormStatus } from '../screens/types';

export { MainScreen, type MainScreenProps, type MainScreenPart } from '../screens/MainScreen';
export { MainTabs, type MainTabsProps, type MainTab } from '../screens/MainTabs';
export { MainEmailForm, type MainEmailFormProps } from '../screens/MainEmailForm';
export type { EmailFormModel, PhoneFormModel } from '../screens/mainTypes';
export { ErrorScreen, type ErrorScreenProps } from '../screens/ErrorScreen';

// Each product's screens, from its slice (src/products/<id>/screens); tests/unit/exports.test.ts checks every slice is here.
export * from '../products/emailMagicLinks/screens';
export * from '../products/otp/screens';
export * from '../products/passwords/screens';
export * from '../products/passkeys/screens';
export * from '../products/passkeyOffer/screens';
export * from '../products/oauth/screens';
export * from '../products/crypto/screens';

export { IDPConsent, type IDPConsentProps } from '../screens/IDPConsent';
export { IDPPermissionSection, type IDPPermissionSectionProps } from '../screens/IDPPermissionSection';
export { IDPPermissionList, type IDPPermissionListProps } from '../screens/IDPPermissionList';
export { IDPUngrantableNotice, type IDPUngrantableNoticeProps } from '../screens/IDPUngrantableNotice';
export { IDPLogout, type IDPLogoutProps } from '../screens/IDPLogout';
export { IDPOutcome, type IDPOutcomeProps } from '../screens/IDPOutcome';
export { IDPError, type IDPErrorProps } from '../screens/IDPError';
export { IDPSignInPrompt } from '../screens/IDPSignInPrompt';
export { IDPLoading, type IDPLoadingProps } from '../screens/IDPLoading';
export { LoadingScreen, type LoadingScreenProps } from '../screens/LoadingScreen';
export { permissionItems } from '../screens/idpPermissionItems';
export type { ConsentScope, ConsentItem, ConsentSection, ConsentManifest, ConsentManifestInput, ConsentManifestGenerator, IDPConsentModel } from '../screens/idpTypes';
export { UserBadge, type UserBadgeProps } from '../screens/UserBadge';
export * from '../products/secondFactor/screens';
export * from '../products/sso/screens';
export * from '../products/organizations/screens';
export * from '../products/organizations/settings/screens';
// The organization switcher's screens: not in the invitation's barrel, which Login's invitation chunk imports.
export { OrganizationChooser, type OrganizationChooserProps } from '../products/organizations/screens/OrganizationChooser';
export { OrganizationCreate, type OrganizationCreateProps } from '../products/organizations/screens/OrganizationCreate';
export type { OrganizationChoice, OrganizationCreateValues } from '../products/organizations/screens/switcherTypes';
export * from '../products/account/screens';
