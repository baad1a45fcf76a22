import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';

// The illustration's size: the overview's header shows the picture as large as a screen's picture.
const SIZE = vars.size.illustration;

export const root = style({
  flex: 'none',
  inlineSize: SIZE,
  blockSize: SIZE,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  display: 'grid',
  placeItems: 'center',
  backgroundColor: vars.colors.surfaceMuted,
  color: vars.colors.text,
  fontSize: vars.font.sizeSubheading,
  fontWeight: vars.font.weightBold,
  border: `${vars.size.borderWidth} solid ${vars.colors.divider}`,
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minInlineSize: 0 });
