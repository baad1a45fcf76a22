export { vars } from './contract.css';
export { lightThemeClass, darkThemeClass } from './theme.css';
export { lightTheme, darkTheme, type PorticoTheme } from './themes';
export { toCssVars, type PorticoStyles } from './styles';
export { defaultStyles } from './defaultStyles';
