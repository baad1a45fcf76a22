import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';
import * as field from './field.css';

export { root } from './field.css';

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch' });

export const country = style([
  field.textBox,
  {
    ...field.overlaidRow,
    flex: 'none',
    minBlockSize: vars.inputs.height,
    selectors: {
      '&:has(select:focus-visible)': field.focusRing,
      '&[data-disabled]': field.disabled,
    },
  },
]);

export const countryValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const chevron = style({ inlineSize: vars.space.md, blockSize: vars.space.md, flex: 'none' });

// Transparent but real: it takes the clicks, the keyboard and the screen reader's attention.
export const select = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  opacity: 0,
  appearance: 'none',
  cursor: 'pointer',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const input = style([field.textInput, { flex: 1, minInlineSize: 0, minBlockSize: vars.inputs.height }]);
