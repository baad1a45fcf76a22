import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';
import * as layout from './layout.css';

export const root = style({
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeight,
  color: vars.colors.text,
});

export const trigger = style([layout.plainButton, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  inlineSize: '100%',
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeBody,
  textAlign: 'start',
  color: 'inherit',
  selectors: {
    '&[data-disabled]': { color: vars.colors.textMuted, cursor: 'not-allowed' },
  },
}]);

export const chevron = style({
  transition: `transform ${vars.motion.duration}`,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
});

export const content = style({
  paddingInline: vars.space.xs,
  paddingBlockEnd: vars.space.sm,
  fontSize: vars.font.sizeSmall,
});
