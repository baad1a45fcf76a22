import { lightTheme, type PorticoTheme } from './themes';

type ButtonStyle = { backgroundColor?: string; textColor?: string; borderColor?: string; borderRadius?: string };

/** The spec's Theme entity: what a host passes as `styles` to override the default theme at runtime. */
export interface PorticoStyles {
  container?: { backgroundColor?: string; borderColor?: string; borderRadius?: string; width?: string };
  colors?: { primary?: string; secondary?: string; success?: string; error?: string };
  buttons?: { primary?: ButtonStyle; secondary?: ButtonStyle; disabled?: ButtonStyle };
  inputs?: {
    backgroundColor?: string;
    borderColor?: string;
    borderRadius?: string;
    placeholderColor?: string;
    textColor?: string;
  };
  /** @defaultValue 'Arial, Helvetica, sans-serif' */
  fontFamily?: string;
  /** @defaultValue false */
  hideHeaderText?: boolean;
  logo?: { logoImageUrl?: string };
}

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

// A value must not be able to close the declaration it lands in (`red; background: url(…)`).
const sanitize = (value: string) => value.replace(/[;{}<>\\]/g, '').trim();

const cssVar = (path: string[]) => `--portico-${path.join('-')}`;

/** Turns a partial `styles` override into CSS custom properties for the widget root's `style`. */
export function toCssVars(styles: PorticoStyles | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!styles) return out;
  const put = (path: string[], value: unknown) => {
    if (typeof value === 'string' && value.trim() !== '') out[cssVar(path)] = sanitize(value);
  };
  for (const [key, value] of Object.entries(styles.container ?? {})) put(['container', key], value);
  for (const [key, value] of Object.entries(styles.colors ?? {})) put(['colors', key], value);
  for (const kind of ['primary', 'secondary', 'disabled'] as const) {
    for (const [key, value] of Object.entries(styles.buttons?.[kind] ?? {})) put(['buttons', kind, key], value);
  }
  for (const [key, value] of Object.entries(styles.inputs ?? {})) put(['inputs', key], value);
  put(['font', 'family'], styles.fontFamily);
  // Text colour follows the primary colour unless a host sets it, as the spec's single palette implies.
  const primary = styles.colors?.primary;
  if (primary) {
    put(['colors', 'text'], primary);
    if (!styles.buttons?.primary?.backgroundColor) put(['buttons', 'primary', 'backgroundColor'], primary);
    if (!styles.buttons?.primary?.borderColor) put(['buttons', 'primary', 'borderColor'], primary);
    if (!styles.buttons?.secondary?.textColor) put(['buttons', 'secondary', 'textColor'], primary);
  }
  return out;
}

export type { PorticoTheme };
