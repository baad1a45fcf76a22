import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

/** A column of a widget's parts in its font and text colour: a screen (ScreenLayout), the tabs and their panels. */
export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.family,
  color: vars.colors.text,
});

/** A button drawn as its content only (a disclosure, an icon): no box, its focus ring and the pointer. */
export const plainButton = style({
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.colors.focus}` },
  },
});

/** A square button around one icon (a toast's dismiss, Back). */
export const iconButton = style([plainButton, { display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }]);
