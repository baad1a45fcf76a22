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

  it('lets the primary colour carry the text and the primary button unless those are set', () => {
    expect(toCssVars({ colors: { primary: '#0B6E4F' }, buttons: { primary: { borderColor: '#000000' } } })).toEqual({
      '--portico-colors-primary': '#0B6E4F',
      '--portico-colors-text': '#0B6E4F',
      '--portico-buttons-primary-borderColor': '#000000',
      '--portico-buttons-primary-backgroundColor': '#0B6E4F',
      '--portico-buttons-secondary-textColor': '#0B6E4F',
    });
  });

  it('drops empty values and anything that could break out of the declaration', () => {
    expect(toCssVars({ colors: { error: '  ', secondary: 'red; background: url(//evil)' } })).toEqual({
      '--portico-colors-secondary': 'red background: url(//evil)',
    });
    expect(toCssVars(undefined)).toEqual({});
  });
});
