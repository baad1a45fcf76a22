import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const permissions = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const permission = style({
  borderBlockEnd: `${vars.size.hairline} solid ${vars.colors.divider}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

// Lines up with the Collapsible trigger's text beside it.
export const permissionText = style({
  display: 'block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  fontSize: vars.font.sizeBody,
  overflowWrap: 'anywhere',
});

export const notice = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.colors.warningBackground,
  border: `${vars.size.borderWidth} solid ${vars.colors.warning}`,
});

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
});
