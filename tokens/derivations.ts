import { vars } from './contract.css';
import { legibleOn, mix, readableOn, shade, surfaceExtreme } from './derive';
import { darkTheme, lightTheme, type PorticoTheme } from './themes';

/**
 * Which token derives from which, in CSS. A host sets a few inputs (the primary and its preferred
 * foreground, the background, the text colour, the radius, the font; the spec's status colours)
 * and everything else follows in the browser, so one `--portico-colors-primary` in host CSS moves
 * the button, the tab indicator, the focus ring and links, and nothing else. Any derived token can
 * still be set by name; a value set that way is used as given.
 *
 * The fitted percentages keep each default theme looking as its literal values in tokens/themes.ts
 * did (within 5/255 a channel: tests/browser/theming/themeDefaults.test.tsx).
 */
interface Fit {
  disabledBackground: number;
  disabledText: number;
  /** The secondary button's border: the text colour (light) or the secondary colour (dark). */
  secondaryBorder: string;
  inputBorder: string;
  placeholder: string;
  pressed: number;
  /** What the loading overlay veils the card with, at 80%. */
  overlay: string;
  /** The theme's surfaces are dark (the lightest of them binds a mark's contrast), or light (the darkest). */
  darkSurfaces: boolean;
}

const { colors, container, buttons, inputs, radius } = vars;
const card = container.backgroundColor;

function derive(theme: PorticoTheme, fit: Fit) {
  const onPrimary = readableOn(colors.primary, colors.onPrimary);
  // A focusable part may sit on any of the theme's surfaces (a link in an error banner, a button in
  // a warning notice): the ring reaches 3:1 on the one it contrasts least with.
  const surfaces = [card, colors.surfaceMuted, colors.errorBackground, colors.warningBackground, colors.successBackground];
  return {
    colors: {
      textMuted: colors.secondary,
      // The primary as text on the card (links) and as a mark on it (tab indicator, spinner,
      // button border): the brand colour itself when it reads, a shade of it when it does not.
      link: legibleOn(colors.primary, card, 4.5),
      accent: legibleOn(colors.primary, card, 3),
      // The default themes keep their own blue focus ring; any other primary brings its own.
      focus: legibleOn(colors.primary, surfaceExtreme(surfaces, fit.darkSurfaces), 3, { whenEqualTo: theme.colors.primary, instead: theme.colors.focus }),
      surfaceMuted: mix(colors.text, card, 5),
      divider: container.borderColor,
      strengthWeak: colors.error,
      strengthStrong: colors.success,
      strengthEmpty: buttons.disabled.backgroundColor,
      overlay: `color-mix(in srgb, ${fit.overlay} 80%, transparent)`,
    },
    container: { borderRadius: `calc(${radius.sm} * 2)` },
    buttons: {
      primary: {
        backgroundColor: colors.primary,
        textColor: onPrimary,
        borderColor: colors.accent,
        borderRadius: radius.sm,
        hoverBackgroundColor: shade(colors.primary, buttons.primary.textColor, 12),
        activeBackgroundColor: shade(colors.primary, buttons.primary.textColor, fit.pressed),
      },
      secondary: {
        backgroundColor: card,
        textColor: colors.text,
        borderColor: fit.secondaryBorder,
        borderRadius: radius.sm,
        hoverBackgroundColor: colors.surfaceMuted,
        activeBackgroundColor: mix(colors.text, card, 10),
      },
      disabled: {
        backgroundColor: mix(colors.text, card, fit.disabledBackground),
        textColor: mix(colors.text, card, fit.disabledText),
        borderColor: buttons.disabled.backgroundColor,
        borderRadius: radius.sm,
      },
    },
    inputs: {
      borderColor: fit.inputBorder,
      borderRadius: radius.sm,
      placeholderColor: fit.placeholder,
      textColor: colors.text,
    },
  };
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** `base` with `over`'s leaves written over it. */
function merge<T extends object>(base: T, over: DeepPartial<T>): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === 'object' && value !== null && typeof current === 'object' ? merge(current as object, value as object) : value;
  }
  return out as T;
}

/** The light theme as the browser gets it: inputs as values, every other colour as its derivation. */
export const lightThemeCss: PorticoTheme = merge(
  lightTheme,
  derive(lightTheme, {
    disabledBackground: 11,
    disabledText: 79,
    secondaryBorder: colors.text,
    inputBorder: colors.secondary,
    placeholder: colors.secondary,
    pressed: 20,
    overlay: card,
    darkSurfaces: false,
  }),
);

/** The dark theme as the browser gets it. */
export const darkThemeCss: PorticoTheme = merge(
  darkTheme,
  derive(darkTheme, {
    disabledBackground: 16,
    disabledText: 87,
    secondaryBorder: colors.secondary,
    inputBorder: mix(colors.secondary, inputs.backgroundColor, 79),
    placeholder: mix(colors.secondary, inputs.backgroundColor, 93),
    pressed: 20,
    overlay: inputs.backgroundColor,
    darkSurfaces: true,
  }),
);

/**
 * For browsers without relative colour syntax (before Chrome 119, Firefox 128, Safari 18): the
 * literal theme, with the primary's own uses still following `--portico-colors-primary` as is.
 */
export function withoutDerivations(theme: PorticoTheme): PorticoTheme {
  return merge(theme, {
    colors: { link: colors.primary, accent: colors.primary },
    buttons: { primary: { backgroundColor: colors.primary, borderColor: colors.primary, hoverBackgroundColor: colors.primary, activeBackgroundColor: colors.primary } },
  });
}
