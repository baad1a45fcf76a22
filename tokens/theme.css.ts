import { fallbackVar, globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { hostVars, modeVars, vars } from './contract.css';
import { darkThemeCss, lightThemeCss, withoutDerivations } from './derivations';
import { darkTheme, lightTheme, type PorticoTheme } from './themes';

// Where the browser can derive colours (docs/theming.md "Browsers"); elsewhere the literal theme.
const DERIVES = '(color: color(from red srgb-linear r g b / calc(alpha)))';

type Mode = 'light' | 'dark';
type Tree = { [key: string]: string | Tree };

/**
 * Every token of `theme` as the value the widget draws with: the host's value of its public name
 * where one is set (for 'system', the mode's name first), else `theme`'s. Only the `--portico-used-*`
 * names are declared, so a host's value set on any element around the widget is never hidden.
 */
function hostFirst(theme: Tree, mode?: Mode): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (values: Tree, used: Tree, host: Tree, scoped: Tree | undefined) => {
    for (const [key, value] of Object.entries(values)) {
      if (typeof value === 'string') {
        const hostValue = fallbackVar(host[key] as string, value);
        out[used[key] as string] = scoped ? fallbackVar(scoped[key] as string, hostValue) : hostValue;
      } else walk(value, used[key] as Tree, host[key] as Tree, scoped?.[key] as Tree | undefined);
    }
  };
  walk(theme, vars, hostVars, mode && modeVars[mode]);
  return out;
}

/** The leaves of `derived` that differ from `literal`'s: what a browser that derives declares again. */
function changed(literal: Tree, derived: Tree): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(derived)) {
    if (typeof value !== 'string') {
      const inner = changed(literal[key] as Tree, value);
      if (Object.keys(inner).length) out[key] = inner;
    } else if (value !== literal[key]) out[key] = value;
  }
  return out;
}

const themeRule = (theme: PorticoTheme, derived: PorticoTheme, mode?: Mode): StyleRule => {
  const literal = withoutDerivations(theme) as unknown as Tree;
  return {
    vars: hostFirst(literal, mode),
    '@supports': { [DERIVES]: { vars: hostFirst(changed(literal, derived as unknown as Tree), mode) } },
  };
};

/** Class that sets the default (light) theme on a widget root. */
export const lightThemeClass = style(themeRule(lightTheme, lightThemeCss), 'portico-light');
/** Class that sets the dark theme on a widget root. */
export const darkThemeClass = style(themeRule(darkTheme, darkThemeCss), 'portico-dark');
/**
 * Class that follows the operating system's light or dark setting, live. Per-mode runtime
 * overrides arrive as `--portico-light-*` / `--portico-dark-*` (tokens/styles.ts) and win here.
 */
export const systemThemeClass = style(
  {
    ...themeRule(lightTheme, lightThemeCss, 'light'),
    '@media': { '(prefers-color-scheme: dark)': themeRule(darkTheme, darkThemeCss, 'dark') },
  },
  'portico-system',
);

/** The class of each theme mode, for the widget's root (WidgetRoot). */
export const themeClassOf = { light: lightThemeClass, dark: darkThemeClass, system: systemThemeClass } as const;

/** Every theme class, for parts that look for the themed root (Select's portal). */
export const themeClasses = [lightThemeClass, darkThemeClass, systemThemeClass] as const;

// Nothing moves for people who ask for less motion: no spinning, no blinking caret, no turning
// chevron, no colour fades. The spinner still shows, standing still, beside its label.
const everything = (theme: string) => `${theme} *, ${theme} *::before, ${theme} *::after`;
globalStyle(themeClasses.map(everything).join(', '), {
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none !important', transition: 'none !important' },
  },
});
