/** portico-server: the Better Auth plugin for the Portico widget (docs/better-auth.md). */
export { GOOGLE_ONE_TAP_SCRIPT, type OneTapOptions } from './social';
export { portico, otpChannelOf, widgetLink, OTP_CHANNEL_HEADER, type PorticoOptions, type PorticoProduct } from './portico';
export { PORTICO_ERROR_CODES, type PorticoErrorCode } from './errors';
export { checkStrength, type PasswordPolicy, type StrengthPolicy } from './strength';
export { breachedList, breachedListFromFile, type BreachedList } from './breached';
export type { LockoutOptions } from './lockout';
export { withIdentityProviderPage, type IdentityProviderPageOptions } from './identityProvider';
