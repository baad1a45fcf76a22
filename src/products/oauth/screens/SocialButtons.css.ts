import { globalStyle, style } from '@vanilla-extract/css';
import { brandColours, brandMarkColours } from '../../../../tokens/brands';
import { vars } from '../../../../tokens';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/**
 * The logos line up in one column at the button's start, whatever the label's length, and the
 * label stays centred (an empty third column as wide as the logo's balances it).
 */
export const button = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.icon} minmax(0, 1fr) ${vars.size.icon}`,
  textAlign: 'center',
});

export const logo = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon, flexShrink: 0, fill: 'currentColor' });

// SPEC §2: brand colours where they read in both themes (tokens/brands.ts); forced colours win.
for (const [provider, colour] of Object.entries(brandColours)) {
  globalStyle(`${logo}[data-provider="${provider}"]`, { color: colour, '@media': { '(forced-colors: active)': { color: 'CanvasText' } } });
}
for (const [provider, colours] of Object.entries(brandMarkColours)) {
  colours.forEach((colour, index) =>
    globalStyle(`${logo}[data-provider="${provider}"] > path:nth-child(${index + 1})`, {
      fill: colour,
      '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
    }),
  );
}
