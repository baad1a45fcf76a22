// Portico's public API: the full widget, and every piece it is built from (ARCHITECTURE.md).
export * from './widget';
export * from './screens';
export * from './flows';
export * from './primitives';
export * from './i18n';
export * from './client';
export { vars, lightThemeClass, darkThemeClass, toCssVars, defaultStyles, lightTheme, darkTheme } from '../tokens';
export type { PorticoStyles, PorticoTheme } from '../tokens';
// Names both layers define alike: the flows' definitions are the public ones.
export type { MainConfigError, PasswordMode, ResendState } from './flows';
export { OTP_LENGTH } from './primitives';
