import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens';

// In a row's column of text it keeps to its words' width instead of stretching.
export const root = style({
  display: 'inline-block',
  alignSelf: 'flex-start',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  '@media': { '(forced-colors: active)': { border: `${vars.size.borderWidth} solid CanvasText` } },
});

export const tone = styleVariants({
  success: { color: vars.colors.success, backgroundColor: vars.colors.successBackground },
  neutral: { color: vars.colors.textMuted, backgroundColor: vars.colors.surfaceMuted },
});
