import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../../tokens';

/** The section tabs wrap onto a second line rather than overflow a narrow card. */
export const tabList = style({ flexWrap: 'wrap', marginBlockEnd: vars.space.md });
globalStyle(`${tabList} > [role="tab"]`, { flex: 'none' });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  selectors: { '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.colors.focus}`, outlineOffset: vars.size.hairline } },
});

export const subtitle = style({ color: vars.colors.textMuted, overflowWrap: 'anywhere' });

/** A row's controls (a role, a button), kept together at its inline end. */
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'flex-end', gap: vars.space.sm, marginInlineStart: 'auto' });
export const roleSelect = style({ minInlineSize: vars.size.roleSelect });
/** A row's buttons are as wide as their words, not the card's full width. */
globalStyle(`${rowActions} > button`, { inlineSize: 'auto' });

/** An inline confirmation: the question, then the destructive button and Cancel. */
export const confirm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `${vars.size.borderWidth} solid ${vars.colors.error}`,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const fieldset = style({ margin: 0, padding: 0, border: 'none', minInlineSize: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs, fontWeight: vars.font.weightBold, color: vars.colors.text });
export const details = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}` });
export const term = style({ color: vars.colors.textMuted });
export const definition = style({ margin: 0, color: vars.colors.text, overflowWrap: 'anywhere' });

/** A list of the organization's things (members, invitations, roles), one per row. */
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
// The name takes the row when the card is narrow; the row's controls then sit on a line of their own.
export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0, flex: `1 1 ${vars.size.rowText}` });
export const itemName = style({ fontWeight: vars.font.weightBold, color: vars.colors.text, overflowWrap: 'anywhere' });
export const itemValue = style({ fontSize: vars.font.sizeSmall, color: vars.colors.textMuted, overflowWrap: 'anywhere' });
