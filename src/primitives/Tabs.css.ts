import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export { column as root } from './layout.css';

export const list = style({
  display: 'flex',
  borderBlockEnd: `${vars.size.hairline} solid ${vars.colors.divider}`,
});

export const trigger = style({
  flex: 1,
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeight,
  // A label is one line: a longer one (Arabic 'البريد الإلكتروني') widens its tab instead.
  whiteSpace: 'nowrap',
  color: vars.colors.textMuted,
  background: 'transparent',
  border: 'none',
  // The indicator overlaps the list's rule so the active tab reads as "attached" to its panel.
  borderBlockEnd: `${vars.size.tabIndicator} solid transparent`,
  marginBlockEnd: `calc(-1 * ${vars.size.hairline})`,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.colors.text },
    '&[data-state="active"]': {
      color: vars.colors.text,
      fontWeight: vars.font.weightBold,
      borderBlockEndColor: vars.colors.accent,
    },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.colors.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
  '@media': {
    // A thin coloured rule is lost on the list's own rule: the selected tab is drawn as a selection.
    '(forced-colors: active)': {
      selectors: {
        '&[data-state="active"]': { forcedColorAdjust: 'none', color: 'HighlightText', background: 'Highlight', borderBlockEndColor: 'Highlight' },
      },
    },
  },
});

export const content = style({
  selectors: {
    // Panels may stay mounted (forceMount) to keep what was typed; only the active one shows.
    '&[data-state="inactive"]': { display: 'none' },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.colors.focus}`, outlineOffset: vars.size.focusRing },
  },
});
