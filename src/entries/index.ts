/**
 * Portico's widgets: React components and mount functions (ARCHITECTURE.md "Public API sketch").
 * What they are built from has entries of its own (`portico/screens`, `portico/flows`,
 * `portico/primitives`, `portico/i18n`, `portico/client`, `portico/phone`, `portico/tokens`), so a
 * host that imports a widget never downloads the screens of products it does not configure.
 */
export * from '../widget';
export type { EmailMagicLinksOptions, OtpOptions, SessionOptions, OAuthOptions, OAuthProviderEntry, PasswordOptions } from '../flows/config';
export type { PorticoConfig, ResolvedConfig, Product, Screen } from '../products/registry';
export type { Callbacks, PorticoEvent, PorticoEventType, PorticoError, LoggedEventName } from '../flows/events';
export type { Strings } from './i18n';
export type { PorticoStyles, PorticoTheme, PorticoThemeValues, ThemeMode } from '../../tokens';
