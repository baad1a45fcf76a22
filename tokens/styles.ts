import type { PorticoTheme } from './themes';

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

// A value must not be able to close the declaration it lands in (`red; background: url(…)`).
const sanitize = (value: string) => value.replace(/[;{}<>\\]/g, '').trim();

// The Theme's own groups map one to one onto the contract's names (`buttons.primary.borderColor` →
// `--portico-buttons-primary-borderColor`); fontFamily is the contract's `font.family`.
const GROUPS = ['container', 'colors', 'buttons', 'inputs'] as const;

/** Turns a partial `styles` override into CSS custom properties for the widget root's `style`. */
export function toCssVars(styles: PorticoStyles | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!styles) return out;
  const put = (path: readonly string[], value: unknown): void => {
    if (typeof value === 'string') {
      if (value.trim() !== '') out[`--portico-${path.join('-')}`] = sanitize(value);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) put([...path, key], inner);
    }
  };
  for (const group of GROUPS) put([group], styles[group]);
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
