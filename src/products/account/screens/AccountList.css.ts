import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';

/** A list of the account's things (sections, sessions, connections, addresses), one per row. */
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.colors.divider}`,
});

/** What a row says: its name, then what it holds now, smaller. */
export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0, flex: '1 1 0%' });
export const itemName = style({ fontWeight: vars.font.weightBold, color: vars.colors.text, overflowWrap: 'anywhere' });
export const itemValue = style({ fontSize: vars.font.sizeSmall, color: vars.colors.textMuted, overflowWrap: 'anywhere' });

/** The overview's rows are buttons that open a section: the whole row is the target. */
export const rowButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  inlineSize: '100%',
  margin: 0,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xs,
  border: 'none',
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.colors.divider}`,
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
  color: vars.colors.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.colors.surfaceMuted },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.colors.focus}`, outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
  '@media': { '(forced-colors: active)': { borderBlockEndColor: 'CanvasText' } },
});

export const danger = style({ color: vars.colors.error });

/** The chevron that says a row opens something, turned for right-to-left text. */
export const chevron = style({ flex: 'none', color: vars.colors.textMuted, selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

/** A group of fields (the picture's) with its legend, no box of its own. */
export const fieldset = style({ margin: 0, padding: 0, border: 'none', minInlineSize: 0 });

export const file = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  color: vars.colors.text,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.colors.focus}`, outlineOffset: vars.size.hairline },
  },
});
