import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeight,
  color: vars.colors.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'default', color: vars.colors.textMuted } },
});

export const box = style({
  flex: 'none',
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  margin: 0,
  // Line the box up with the label's first line.
  marginBlockStart: `calc((${vars.font.sizeBody} * ${vars.font.lineHeight} - ${vars.size.icon}) / 2)`,
  accentColor: vars.colors.primary,
  cursor: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.colors.focus}`, outlineOffset: vars.size.hairline },
  },
  '@media': { '(forced-colors: active)': { accentColor: 'auto' } },
});
