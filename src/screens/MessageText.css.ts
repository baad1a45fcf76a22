import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

// A link inside a message keeps the message's colour, so its contrast is the text's own in every
// theme (the browser's default link blue is unreadable on the dark card).
export const link = style({
  color: 'inherit',
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.colors.focus}`, outlineOffset: vars.size.hairline },
  },
});
