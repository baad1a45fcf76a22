import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens';
import * as field from './field.css';

export { root } from './field.css';

const blink = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0 } });

export const container = style({
  display: 'flex',
  inlineSize: '100%',
  alignItems: 'center',
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed' } },
});

// The cells share the field's whole width (fixed-size cells stopped short of its edge).
export const cells = style({ display: 'flex', gap: vars.space.sm, inlineSize: '100%' });

export const cell = style([
  field.box,
  {
    ...field.overlaidRow,
    justifyContent: 'center',
    flex: '1 1 0',
    minInlineSize: 0,
    blockSize: vars.size.otpCell,
    fontSize: vars.font.sizeSubheading,
    fontWeight: vars.font.weightBold,
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      // The real <input> sits on top; the active cell draws its focus ring.
      '&[data-active]': field.focusRing,
      '&[data-invalid]': field.invalid,
      '&[data-disabled]': field.disabledColors,
    },
    '@media': { '(forced-colors: active)': { selectors: { '&[data-active]': { outlineColor: 'Highlight' } } } },
  },
]);

export const caret = style({
  inlineSize: vars.size.hairline,
  blockSize: vars.font.sizeSubheading,
  background: 'currentColor',
  animation: `${blink} ${vars.motion.caretBlink} step-end infinite`,
  // Forced colours would paint this background as the canvas, hiding where typing goes.
  '@media': { '(forced-colors: active)': { forcedColorAdjust: 'none', background: 'FieldText' } },
});
