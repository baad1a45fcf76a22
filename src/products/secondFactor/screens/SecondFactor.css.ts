import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';

export const status = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '1.5em',
  fontSize: vars.font.sizeSmall,
  color: vars.colors.textMuted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.md });

export const options = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
