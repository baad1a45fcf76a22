import { globalStyle, style } from '@vanilla-extract/css';
import { brandColours } from '../../../../tokens/brands';
import { vars } from '../../../../tokens';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const logo = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon, flexShrink: 0, fill: 'currentColor' });

// SPEC §2: brand colours where they read in both themes (tokens/brands.ts); forced colours win.
for (const [provider, colour] of Object.entries(brandColours)) {
  globalStyle(`${logo}[data-provider="${provider}"]`, { color: colour, '@media': { '(forced-colors: active)': { color: 'CanvasText' } } });
}
