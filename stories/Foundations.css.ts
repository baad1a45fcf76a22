import { style } from '@vanilla-extract/css';
import { vars } from '../tokens';

// Drawn with the theme's own variables: each panel's theme class decides what they resolve to.
export const pair = style({ display: 'flex', gap: vars.space.lg, alignItems: 'flex-start' });

export const panel = style({
  inlineSize: '352px',
  padding: vars.space.lg,
  background: vars.container.backgroundColor,
  color: vars.colors.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeight,
  border: `${vars.size.borderWidth} solid ${vars.container.borderColor}`,
  borderRadius: vars.container.borderRadius,
});

export const panelTitle = style({ margin: 0, marginBlockEnd: vars.space.md, fontSize: vars.font.sizeSubheading, fontWeight: vars.font.weightBold });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minBlockSize: '28px' });

export const swatch = style({
  flex: 'none',
  inlineSize: '28px',
  blockSize: '28px',
  borderRadius: vars.radius.sm,
  border: `${vars.size.borderWidth} solid ${vars.colors.divider}`,
});

export const name = style({ fontFamily: 'inherit', fontSize: 'inherit' });

export const caption = style({ margin: 0, marginBlockEnd: vars.space.md, color: vars.colors.textMuted });

export const value = style({ color: vars.colors.textMuted, marginInlineStart: 'auto', whiteSpace: 'nowrap' });

export const sample = style({ margin: 0, color: vars.colors.text });

export const bar = style({ flex: 'none', blockSize: '12px', background: vars.colors.primary });

export const barTrack = style({ flex: 'none', inlineSize: vars.space.xxl, display: 'flex' });

export const corner = style({
  flex: 'none',
  inlineSize: '44px',
  blockSize: '28px',
  border: `2px solid ${vars.colors.primary}`,
  background: vars.colors.surfaceMuted,
});

export const brandParts = style({ display: 'grid', gap: vars.space.md, marginBlockEnd: vars.space.lg, fontSize: vars.font.sizeBody });
