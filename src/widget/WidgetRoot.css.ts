import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

/**
 * The widget's root: the text values everything inside inherits are set here, never taken from
 * the host page (its body's letter-spacing, text-transform or italics stop at the widget).
 */
/** Set by the stylesheet alone: its absence means `portico/style.css` was not loaded (useStylesheetCheck). */
export const STYLESHEET_MARKER = '--portico-stylesheet';

export const root = style({
  vars: { [STYLESHEET_MARKER]: 'loaded' },
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  fontWeight: vars.font.weightNormal,
  fontStyle: 'normal',
  fontVariant: 'normal',
  lineHeight: vars.font.lineHeight,
  color: vars.colors.text,
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textTransform: 'none',
  textAlign: 'start',
  textIndent: 0,
  textShadow: 'none',
  whiteSpace: 'normal',
  visibility: 'visible',
  cursor: 'auto',
  inlineSize: vars.container.width,
  maxInlineSize: '100%',
  boxSizing: 'border-box',
});

// Every element of the widget starts from the browser's defaults, whatever the host's own rules
// for h2, button, input or div say: this reset outranks element-and-one-class host rules, and our
// own rules outrank it (scripts/cssIsolation.mjs adds one class to each). SVG keeps its
// presentation attributes; inline styles (Radix, input-otp) and animations are untouched.
globalStyle(':where(.portico-root, .portico-root *):not(svg):not(svg *)', { all: 'revert' });

// `hidden` wins over a part's own display (the card's flex, while the floating loader
// shows instead of it); the browser's own [hidden] rule is weaker than any class.
globalStyle(`${root} [hidden]`, { display: 'none' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
