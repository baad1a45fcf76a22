import { describe, expect, it } from 'vitest';
import { vars } from '../../../tokens/contract.css';
import { darkThemeCss, lightThemeCss, withoutDerivations } from '../../../tokens/derivations';
import { darkTheme, lightTheme } from '../../../tokens/themes';

const leaves = (theme: object): string[] =>
  Object.values(theme).flatMap((value) => (typeof value === 'object' ? leaves(value as object) : [String(value)]));

describe('the theme as the browser gets it', () => {
  it('derives the primary button, links, the tab indicator and the focus ring from the primary', () => {
    for (const theme of [lightThemeCss, darkThemeCss]) {
      expect(theme.colors.primary).toMatch(/^#/); // an input, as written
      for (const derived of [theme.buttons.primary.backgroundColor, theme.buttons.primary.textColor, theme.colors.link, theme.colors.accent, theme.colors.focus]) {
        expect(derived).toContain(vars.colors.primary);
      }
      // The text colour is an input of its own: the primary never reaches it.
      expect(theme.colors.text).not.toContain('primary');
    }
  });

  it('without relative colour syntax, is the literal theme with the primary still followed', () => {
    for (const theme of [lightTheme, darkTheme]) {
      const fallback = withoutDerivations(theme);
      expect(leaves(fallback).filter((value) => /color-mix|from /.test(value))).toEqual([]);
      expect(fallback.buttons.primary.backgroundColor).toBe(vars.colors.primary);
      expect(fallback.buttons.primary.textColor).toBe(theme.buttons.primary.textColor);
    }
  });
});
