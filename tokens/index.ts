export { vars } from './contract.css';
export { lightThemeClass, darkThemeClass, systemThemeClass, themeClasses } from './theme.css';
export { lightTheme, darkTheme, type PorticoTheme } from './themes';
export { toCssVars, type PorticoStyles, type PorticoThemeValues, type ThemeMode } from './styles';
export { defaultStyles } from './defaultStyles';
