/** The SSO connection section's screens: pure views, props in and callbacks out. */
export { SsoConnectionSettings } from './SsoConnectionSettings';
export { SsoConnectionDetails, type SsoConnectionDetailsProps } from './SsoConnectionDetails';
export { SsoConnectionForm, type SsoConnectionFormProps } from './SsoConnectionForm';
export type { ConnectionDraft, ConnectionField, ConnectionView, SsoConnectionSettingsProps } from './connectionTypes';
