/** The organization settings' SSO connection section: its container, for the settings widget to list. */
export { SsoConnectionSection, type SsoConnectionSectionProps } from './views/SsoConnectionSection';
