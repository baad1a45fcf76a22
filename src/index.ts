export * from './primitives/Button';
export * from './primitives/Spinner';
export { vars, lightThemeClass, darkThemeClass, toCssVars, defaultStyles, type PorticoStyles } from '../tokens';
