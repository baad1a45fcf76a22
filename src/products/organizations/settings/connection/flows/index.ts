export { METADATA_MAX_BYTES, readConnection } from './connectionRules';
export { toConnectionView, useSsoConnection, type SsoConnectionArgs } from './useSsoConnection';
