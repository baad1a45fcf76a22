/** portico-server: the Better Auth plugin for the Portico widget (docs/better-auth.md). */
export { GOOGLE_ONE_TAP_SCRIPT, type OneTapOptions } from '../../plugin/src/social';
export { portico, otpChannelOf, widgetLink, OTP_CHANNEL_HEADER, type PorticoOptions, type PorticoProduct } from '../../plugin/src';
export { PORTICO_ERROR_CODES, type PorticoErrorCode } from '../../plugin/src/error-codes';
export { checkStrength, type PasswordPolicy, type StrengthPolicy } from '../../plugin/src/strength';
export { breachedList, breachedListFromFile, type BreachedList } from '../../plugin/src/breached';
export type { LockoutOptions } from '../../plugin/src/lockout';
export { withIdentityProviderPage, type IdentityProviderPageOptions } from '../../plugin/src/identity-provider';
