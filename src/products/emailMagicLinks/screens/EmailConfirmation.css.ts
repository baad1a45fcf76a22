import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// A link styled as a secondary button: it navigates (a new tab), so it stays an <a>.
export const inboxLink = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.buttons.height,
  paddingInline: vars.space.lg,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  fontWeight: vars.font.weightBold,
  color: vars.buttons.secondary.textColor,
  background: vars.buttons.secondary.backgroundColor,
  border: `${vars.size.borderWidth} solid ${vars.buttons.secondary.borderColor}`,
  borderRadius: vars.buttons.secondary.borderRadius,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.colors.focus}`, outlineOffset: vars.size.focusRing },
  },
  '@media': { '(forced-colors: active)': { borderColor: 'LinkText' } },
});
