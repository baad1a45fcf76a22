import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from '../../src/primitives/Button';
import { darkThemeClass, lightThemeClass, toCssVars } from '../../tokens';

const background = (el: Element) => getComputedStyle(el).backgroundColor;

describe('runtime theme overrides', () => {
  it('given the default theme › a primary button is drawn in the spec primary colour', async () => {
    const screen = await render(
      <div className={lightThemeClass}>
        <Button>Continue</Button>
      </div>,
    );
    expect(background(screen.getByRole('button').element())).toBe('rgb(25, 48, 61)');
  });

  it('given a styles override › the same compiled CSS draws the new colour', async () => {
    const screen = await render(
      <div className={lightThemeClass} style={toCssVars({ buttons: { primary: { backgroundColor: '#5B2A86' } } })}>
        <Button>Continue</Button>
      </div>,
    );
    expect(background(screen.getByRole('button').element())).toBe('rgb(91, 42, 134)');
  });

  it('given colors.primary only › primary buttons follow it', async () => {
    const screen = await render(
      <div className={lightThemeClass} style={toCssVars({ colors: { primary: '#0B6E4F' } })}>
        <Button>Continue</Button>
      </div>,
    );
    expect(background(screen.getByRole('button').element())).toBe('rgb(11, 110, 79)');
  });

  it('given a value that tries to escape its declaration › it is neutralised', () => {
    const vars = toCssVars({ colors: { primary: 'red; background: url(//evil)' } });
    expect(vars['--portico-colors-primary']).not.toContain(';');
  });

  it('given the dark theme › buttons switch without new CSS', async () => {
    const screen = await render(
      <div className={darkThemeClass}>
        <Button>Continue</Button>
      </div>,
    );
    expect(background(screen.getByRole('button').element())).toBe('rgb(159, 211, 240)');
  });
});
