import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeight,
  borderStyle: 'solid',
  borderWidth: vars.size.borderWidth,
  borderColor: 'currentColor',
  borderRadius: vars.radius.sm,
});

export const variant = styleVariants({
  warning: { color: vars.colors.warning, background: vars.colors.warningBackground },
  error: { color: vars.colors.error, background: vars.colors.errorBackground },
});

export const body = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });

// Links inside messages (SPEC §8) keep the banner's colour, so contrast is the banner's own.
globalStyle(`${root} a`, { color: 'inherit', textDecoration: 'underline', fontWeight: vars.font.weightBold });
globalStyle(`${root} a:focus-visible`, {
  outline: `${vars.size.focusRing} solid ${vars.colors.focus}`,
  outlineOffset: vars.size.hairline,
});
