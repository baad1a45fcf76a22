import { describe, expect, it } from 'vitest';
import { toCssVars } from '../../../tokens/styles';

describe('toCssVars (SPEC §3 Theme at runtime)', () => {
  it('names every override after the theme contract', () => {
    expect(
      toCssVars({
        container: { width: '360px' },
        buttons: { secondary: { borderColor: '#111111' } },
        inputs: { borderRadius: '2px' },
        fontFamily: 'Georgia, serif',
      }),
    ).toEqual({
      '--portico-container-width': '360px',
      '--portico-buttons-secondary-borderColor': '#111111',
      '--portico-inputs-borderRadius': '2px',
      '--portico-font-family': 'Georgia, serif',
    });
  });

  it('sets only what the host set: the text and buttons derive from the primary in CSS, not here', () => {
    expect(toCssVars({ colors: { primary: '#0B6E4F' }, buttons: { primary: { borderColor: '#000000' } } })).toEqual({
      '--portico-colors-primary': '#0B6E4F',
      '--portico-buttons-primary-borderColor': '#000000',
    });
  });

  it('applies the overrides of the mode the widget is in over the shared ones', () => {
    const styles = { colors: { primary: '#0B6E4F', error: '#AA0000' }, dark: { colors: { primary: '#7FE0C0' } } };
    expect(toCssVars(styles, 'dark')).toEqual({ '--portico-colors-primary': '#7FE0C0', '--portico-colors-error': '#AA0000' });
    expect(toCssVars(styles, 'light')).toEqual({ '--portico-colors-primary': '#0B6E4F', '--portico-colors-error': '#AA0000' });
  });

  it("merges a mode's button overrides into the shared button's, key by key", () => {
    const styles = { buttons: { primary: { textColor: '#FFFFFF', borderRadius: '4px' } }, dark: { buttons: { primary: { textColor: '#000000' } } } };
    expect(toCssVars(styles, 'dark')).toEqual({
      '--portico-buttons-primary-textColor': '#000000',
      '--portico-buttons-primary-borderRadius': '4px',
    });
  });

  it("given 'system' › writes both modes, scoped, for the CSS to pick with prefers-color-scheme", () => {
    const styles = { container: { width: '360px' }, light: { colors: { primary: '#0B6E4F' } }, dark: { colors: { primary: '#7FE0C0' } } };
    expect(toCssVars(styles, 'system')).toEqual({
      '--portico-light-container-width': '360px',
      '--portico-light-colors-primary': '#0B6E4F',
      '--portico-dark-container-width': '360px',
      '--portico-dark-colors-primary': '#7FE0C0',
    });
  });

  it('keeps the spec Theme shape as it is when no mode is named', () => {
    expect(toCssVars({ colors: { primary: '#0B6E4F' }, hideHeaderText: true, logo: { logoImageUrl: 'https://x/logo.png' } }, 'system')).toEqual({
      '--portico-colors-primary': '#0B6E4F',
    });
  });

  it('drops empty values and anything that could break out of the declaration', () => {
    expect(toCssVars({ colors: { error: '  ', secondary: 'red; background: url(//evil)' } })).toEqual({
      '--portico-colors-secondary': 'red background: url(//evil)',
    });
    expect(toCssVars(undefined)).toEqual({});
  });
});
