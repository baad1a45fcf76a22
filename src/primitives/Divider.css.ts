import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

const rule = {
  content: '""',
  flex: 1,
  borderBlockStart: `${vars.size.hairline} solid ${vars.colors.divider}`,
} as const;

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginBlock: vars.space.xs,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  color: vars.colors.textMuted,
  selectors: { '&::before': rule, '&::after': rule },
});
