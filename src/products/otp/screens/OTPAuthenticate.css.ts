import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';

export const statusRow = style({
  display: 'flex',
  justifyContent: 'center',
  fontSize: vars.font.sizeSmall,
  color: vars.colors.textMuted,
  textAlign: 'center',
});

export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const expired = style({ color: vars.colors.error, fontWeight: vars.font.weightBold });
