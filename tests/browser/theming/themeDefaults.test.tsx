import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { darkTheme, darkThemeClass, lightTheme, lightThemeClass, vars } from '../../../tokens';
import { hex, literal, paintedVariable } from './paint';

type Tree = { [key: string]: string | Tree };

// Every colour token with its literal in tokens/themes.ts: [the name the widget draws with, value].
function colourTokens(theme: Tree, used: Tree = vars): Array<[string, string]> {
  return Object.entries(theme).flatMap(([key, value]): Array<[string, string]> => {
    if (typeof value === 'object') return colourTokens(value, used[key] as Tree);
    return /^(#|rgba?\()/.test(value) && !value.includes(' 0 ') ? [[(used[key] as string).slice(4, -1), value]] : [];
  });
}

/**
 * The default themes look as they did before colours were derived: each derived colour lands on
 * its theme's literal, within 5 of 255 per channel (well inside the screenshot comparison's
 * threshold), and the primary's own derivations exactly.
 */
describe.each([
  ['light', lightTheme, lightThemeClass],
  ['dark', darkTheme, darkThemeClass],
] as const)('the default %s theme', (_mode, theme, className) => {
  it.each(colourTokens(theme as unknown as Tree).filter(([name]) => !name.includes('shadow')))('%s resolves to %s', async (name, value) => {
    const screen = await render(<div className={className} data-testid="root" />);
    const got = paintedVariable(screen.getByTestId('root').element() as HTMLElement, name);
    const want = literal(value);
    const off = Math.max(...got.map((channel, i) => Math.abs(channel - (want[i] ?? 0))));
    expect(off, `${name}: ${hex(got)} (${got[3]}) for ${value}`).toBeLessThanOrEqual(5);
  });
});
