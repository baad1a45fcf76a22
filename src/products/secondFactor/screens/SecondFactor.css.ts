import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';

export const status = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.sm,
  // One line of the status text, so the row does not jump when it fills.
  minBlockSize: `calc(${vars.font.sizeSmall} * 1.5)`,
  fontSize: vars.font.sizeSmall,
  color: vars.colors.textMuted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.md });

export const options = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const error = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.colors.error });
