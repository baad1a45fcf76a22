import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const warning = style({ fontSize: vars.font.sizeSmall, fontWeight: vars.font.weightBold, color: vars.colors.error });

export const breached = style({ fontSize: vars.font.sizeSmall, color: vars.colors.error });
