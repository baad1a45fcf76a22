import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

// Off-screen but still read: a zero-size box is skipped by some screen readers, so keep a hairline.
export const root = style({
  position: 'absolute',
  inlineSize: vars.size.hairline,
  blockSize: vars.size.hairline,
  padding: 0,
  margin: `calc(-1 * ${vars.size.hairline})`,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
