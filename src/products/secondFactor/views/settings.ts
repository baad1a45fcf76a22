// The security widget's chunk: loaded only when that widget is mounted.
export { SecuritySettingsContainer } from './SecuritySettingsContainer';
