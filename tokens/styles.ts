import type { PorticoTheme } from './themes';

type ButtonStyle = {
  backgroundColor?: string;
  textColor?: string;
  borderColor?: string;
  borderRadius?: string;
  hoverBackgroundColor?: string;
  activeBackgroundColor?: string;
};

/** The colours and sizes of the spec's Theme entity, plus the derivation inputs it lacks. */
export interface PorticoThemeValues {
  container?: { backgroundColor?: string; borderColor?: string; borderRadius?: string; width?: string };
  colors?: {
    primary?: string;
    secondary?: string;
    success?: string;
    error?: string;
    /** Preferred text on the primary; used only where it reaches 4.5:1, else black or white. @defaultValue the theme's */
    onPrimary?: string;
    /** Headings, labels, body text. @defaultValue the theme's */
    text?: string;
  };
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
}

/** The spec's Theme entity: what a host passes as `styles` to override the default theme at runtime. */
export interface PorticoStyles extends PorticoThemeValues {
  /** @defaultValue false */
  hideHeaderText?: boolean;
  logo?: { logoImageUrl?: string };
  /** Overrides for the light theme only (and for 'system' while the OS is light). @defaultValue undefined */
  light?: PorticoThemeValues;
  /** Overrides for the dark theme only (and for 'system' while the OS is dark). @defaultValue undefined */
  dark?: PorticoThemeValues;
}

export type ThemeMode = 'light' | 'dark' | 'system';

// A value must not be able to close the declaration it lands in (`red; background: url(…)`).
const sanitize = (value: string) => value.replace(/[;{}<>\\]/g, '').trim();

// The Theme's own groups map one to one onto the contract's names (`buttons.primary.borderColor` →
// `--portico-buttons-primary-borderColor`); fontFamily is the contract's `font.family`.
const GROUPS = ['container', 'colors', 'buttons', 'inputs'] as const;

/** `values` as custom properties named `--<prefix>-<path>`. */
function flatten(values: PorticoThemeValues, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (path: readonly string[], value: unknown): void => {
    if (typeof value === 'string') {
      if (value.trim() !== '') out[`--${prefix}-${path.join('-')}`] = sanitize(value);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) put([...path, key], inner);
    }
  };
  for (const group of GROUPS) put([group], values[group]);
  put(['font', 'family'], values.fontFamily);
  return out;
}

/** `base` with `over` written over it, one level into each group. */
function overlay(base: PorticoThemeValues, over: PorticoThemeValues | undefined): PorticoThemeValues {
  if (!over) return base;
  const buttons = { ...base.buttons };
  for (const kind of ['primary', 'secondary', 'disabled'] as const) {
    if (over.buttons?.[kind]) buttons[kind] = { ...base.buttons?.[kind], ...over.buttons[kind] };
  }
  return {
    container: { ...base.container, ...over.container },
    colors: { ...base.colors, ...over.colors },
    buttons,
    inputs: { ...base.inputs, ...over.inputs },
    fontFamily: over.fontFamily ?? base.fontFamily,
  };
}

/**
 * Turns a partial `styles` override into CSS custom properties for the widget root's `style`.
 * Only what the host set is written: everything derived from it (the button's label, hover and
 * border, links, the focus ring) follows in CSS (tokens/derivations.ts). With `light` / `dark`
 * overrides, the theme's own mode is applied; 'system' gets both, scoped by mode, and the CSS
 * picks one with `prefers-color-scheme`.
 */
export function toCssVars(styles: PorticoStyles | undefined, theme: ThemeMode = 'light'): Record<string, string> {
  if (!styles) return {};
  if (!styles.light && !styles.dark) return flatten(styles, 'portico');
  if (theme !== 'system') return flatten(overlay(styles, styles[theme]), 'portico');
  return { ...flatten(overlay(styles, styles.light), 'portico-light'), ...flatten(overlay(styles, styles.dark), 'portico-dark') };
}

export type { PorticoTheme };
