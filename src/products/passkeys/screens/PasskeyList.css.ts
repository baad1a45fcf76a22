import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.colors.divider}`,
  selectors: {
    // SPEC §2: the passkey a pending delete is about stands out until it is confirmed or cancelled.
    '&[data-state="deleting"]': { backgroundColor: vars.colors.warningBackground },
  },
});

export const name = style({ flex: '1 1 auto', minInlineSize: 0, overflowWrap: 'anywhere', color: vars.colors.text });

export const actions = style({ display: 'flex', gap: vars.space.md, fontSize: vars.font.sizeSmall });

export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, inlineSize: '100%' });

export const editorActions = style({ display: 'flex', gap: vars.space.sm });
