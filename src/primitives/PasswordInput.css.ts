import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.sm,
  margin: 0,
  color: vars.colors.textMuted,
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.colors.text },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.colors.focus}` },
    '&:disabled': { cursor: 'not-allowed' },
  },
  '@media': { '(forced-colors: active)': { color: 'ButtonText' } },
});
