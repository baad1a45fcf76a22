import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.family,
  color: vars.colors.text,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const centered = style({ alignItems: 'center', textAlign: 'center' });

export const title = style({ fontSize: vars.font.sizeHeading });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-start',
  padding: vars.space.xs,
  margin: `calc(-1 * ${vars.space.xs})`,
  color: vars.colors.text,
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.colors.surfaceMuted },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.colors.focus}`, outlineOffset: vars.size.hairline },
  },
  '@media': { '(forced-colors: active)': { color: 'ButtonText' } },
});

export const backIcon = style({
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
