import type { PorticoStyles } from './styles';
import { lightTheme } from './themes';

/** The spec's default Theme values. */
export const defaultStyles = {
  container: {
    backgroundColor: lightTheme.container.backgroundColor,
    borderColor: lightTheme.container.borderColor,
    borderRadius: lightTheme.container.borderRadius,
    width: lightTheme.container.width,
  },
  colors: {
    primary: lightTheme.colors.primary,
    secondary: lightTheme.colors.secondary,
    success: lightTheme.colors.success,
    error: lightTheme.colors.error,
  },
  fontFamily: lightTheme.font.family,
  hideHeaderText: false,
  logo: { logoImageUrl: '' },
} satisfies PorticoStyles;
