import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-block',
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  borderRadius: vars.radius.pill,
  border: `${vars.size.focusRing} solid currentColor`,
  borderInlineEndColor: 'transparent',
  animation: `${spin} ${vars.motion.spin} linear infinite`,
  flexShrink: 0,
  selectors: { '&[data-size="large"]': { inlineSize: vars.size.spinner, blockSize: vars.size.spinner } },
  // Forced colours would close the ring's gap (and a turning ring looks still): keep the gap, in the
  // colour forced on the text beside it.
  '@media': { '(forced-colors: active)': { forcedColorAdjust: 'preserve-parent-color', borderInlineEndColor: 'transparent' } },
});
