import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';
import { lightTheme } from '../../../../tokens/themes';

export const qr = style({ inlineSize: vars.size.qrCode, blockSize: vars.size.qrCode, alignSelf: 'center', borderRadius: vars.radius.sm });
// Always the light theme's dark text on its white, whatever the theme: many scanners cannot read an
// inverted code (light modules on dark), and the light quiet zone keeps it apart from a dark card.
export const qrLight = style({ fill: lightTheme.container.backgroundColor });
export const qrDark = style({ fill: lightTheme.colors.text });

export const secret = style({
  fontFamily: vars.font.familyMono,
  wordBreak: 'break-all',
  color: vars.colors.text,
  fontSize: vars.font.sizeSmall,
});

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  fontFamily: vars.font.familyMono,
  color: vars.colors.text,
  border: `${vars.size.borderWidth} solid ${vars.colors.divider}`,
  borderRadius: vars.container.borderRadius,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.colors.divider}`,
});
