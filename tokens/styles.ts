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

// The Theme's own groups are the contract's (`buttons.primary.borderColor` is
// `--portico-buttons-primary-borderColor`); fontFamily is the contract's `font.family`.
const contractOf = ({ container, colors, buttons, inputs, fontFamily }: PorticoThemeValues) => ({
  container,
  colors,
  buttons,
  inputs,
  font: { family: fontFamily },
});

/**
 * Every non-blank string in `values`, at any depth, as a custom property named `<name>-<path>`:
 * the names tokens/contract.css.ts gives (`--portico-colors-primary`, `--portico-light-…`), built
 * here rather than read from the contract, whose objects would add every token's name to the
 * widget's first download.
 */
function flatten(values: object | undefined, name: string, out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(values ?? {})) {
    if (typeof value === 'string') {
      if (value.trim() !== '') out[`${name}-${key}`] = sanitize(value);
    } else if (typeof value === 'object' && value !== null) flatten(value, `${name}-${key}`, out);
  }
  return out;
}

/** `base` with `over` written over it at every depth; what `over` leaves out keeps `base`'s value. */
function overlay<T>(base: T, over: T | undefined): T {
  if (over == null) return base;
  if (typeof base !== 'object' || base === null || typeof over !== 'object') return over;
  const out = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(over)) out[key] = overlay(out[key], value);
  return out as T;
}

const cssVars = (prefix: string, values: PorticoThemeValues) => flatten(contractOf(values), `--${prefix}`);

/**
 * Turns a partial `styles` override into CSS custom properties for the widget root's `style`: the
 * same public names host CSS sets (tokens/contract.css.ts). Only what the host set is written:
 * everything derived from it (the button's label, hover and border, links, the focus ring)
 * follows in CSS (tokens/derivations.ts). With `light` / `dark` overrides, the theme's own mode is
 * applied; 'system' gets both, scoped by mode, and the CSS picks one with `prefers-color-scheme`.
 */
export function toCssVars(styles: PorticoStyles | undefined, theme: ThemeMode = 'light'): Record<string, string> {
  if (!styles) return {};
  if (!styles.light && !styles.dark) return cssVars('portico', styles);
  if (theme !== 'system') return cssVars('portico', overlay(styles, styles[theme]));
  return { ...cssVars('portico-light', overlay(styles, styles.light)), ...cssVars('portico-dark', overlay(styles, styles.dark)) };
}

export type { PorticoTheme };
