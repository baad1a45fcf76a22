import { style } from '@vanilla-extract/css';
import { vars } from '../../../../../tokens';

/** A section of the organization settings: its heading, text, list and forms, one under the other. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.colors.divider}`,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const name = style({ fontWeight: vars.font.weightBold, color: vars.colors.text, overflowWrap: 'anywhere', outline: 'none' });

/** A badge after a name on the same line (a domain's state). */
export const badgeAfterName = style({ marginInlineStart: vars.space.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A value to hand to someone else (a DNS host, an IdP's admin): its label, the value as code, a copy button. */
export const copyRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });
export const copyLabel = style({ fontSize: vars.font.sizeSmall, fontWeight: vars.font.weightBold, color: vars.colors.text });
export const copyValue = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const code = style({
  flex: `1 1 ${vars.size.copyValue}`,
  minInlineSize: 0,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.sizeSmall,
  color: vars.colors.text,
  backgroundColor: vars.colors.surfaceMuted,
  overflowWrap: 'anywhere',
  '@media': { '(forced-colors: active)': { border: `${vars.size.borderWidth} solid CanvasText` } },
});

/** A question before something that cannot be undone, with its two answers. */
export const confirm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `${vars.size.borderWidth} solid ${vars.colors.error}`,
  outline: 'none',
});

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minInlineSize: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.colors.text });
export const radio = style({ margin: 0, accentColor: vars.colors.primary, selectors: { '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.colors.focus}`, outlineOffset: vars.size.hairline } } });

/** The section's one live region: what just happened, or what went wrong. */

export const file = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  color: vars.colors.text,
  selectors: { '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.colors.focus}`, outlineOffset: vars.size.hairline } },
});

/** What the connection is set to: term over value, values as code would read. */
export const definitions = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const definition = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });
export const definitionValue = style({ margin: 0, fontFamily: vars.font.familyMono, fontSize: vars.font.sizeSmall, color: vars.colors.text, overflowWrap: 'anywhere', textAlign: 'start' });

/** A button inside a row (verify, copy, remove): as wide as its words, not the card. */
export const compact = style({ selectors: { '&[data-variant]': { inlineSize: 'auto', flex: 'none' } } });
