import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';
import * as field from './field.css';

export const root = style([field.root, { lineHeight: vars.font.lineHeight }]);

export const trigger = style([
  field.textBox,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    inlineSize: '100%',
    blockSize: vars.inputs.height,
    margin: 0,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-placeholder]': { color: vars.inputs.placeholderColor },
      '&:focus-visible': field.focusRing,
      '&[data-disabled]': field.disabled,
    },
    // A button: in forced colours its border takes the button colour, not the field's.
    '@media': { '(forced-colors: active)': { borderColor: 'ButtonText' } },
  },
]);

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({ display: 'inline-flex', color: vars.colors.textMuted });

export const content = style({
  boxSizing: 'border-box',
  minInlineSize: 'var(--radix-select-trigger-width)',
  maxBlockSize: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  zIndex: vars.zIndex.popover,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeight,
  color: vars.colors.text,
  background: vars.container.backgroundColor,
  border: `${vars.size.borderWidth} solid ${vars.inputs.borderColor}`,
  borderRadius: vars.inputs.borderRadius,
  boxShadow: vars.shadow.popover,
});

export const viewport = style({ padding: vars.space.xs });

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInlineStart: `calc(${vars.space.sm} + ${vars.size.icon} + ${vars.space.sm})`,
  paddingInlineEnd: vars.space.md,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.colors.surfaceMuted },
    '&[data-state="checked"]': { fontWeight: vars.font.weightBold },
    '&[data-disabled]': { color: vars.colors.textMuted, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-highlighted]': { outline: `${vars.size.focusRing} solid Highlight` } },
    },
  },
});

export const indicator = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  display: 'inline-flex',
});

export const scrollButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  paddingBlock: vars.space.xs,
  color: vars.colors.textMuted,
  cursor: 'default',
});
