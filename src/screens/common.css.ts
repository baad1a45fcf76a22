import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

/** A vertical stack of a screen's parts. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** A tighter stack: a field and its button, or a line of text and its action. */
export const tight = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const centered = style({ textAlign: 'center', alignItems: 'center' });

/** A row of an action offered in a sentence ("Didn't get it? Resend code"). */
export const inlineAction = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSmall,
  color: vars.colors.textMuted,
});

export const link = style({
  color: vars.colors.link,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.colors.focus}`, outlineOffset: vars.size.hairline },
  },
});

export const strong = style({ fontWeight: vars.font.weightBold, color: vars.colors.text });

// Plain lists of text (zxcvbn suggestions) keep their semantics with an explicit role.
export const plainList = style({ margin: 0, paddingInlineStart: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
globalStyle(`${plainList} > li`, { fontSize: vars.font.sizeSmall, color: vars.colors.text });

/** A text button sits centred in a column rather than stretched. */
export const selfCenter = style({ alignSelf: 'center' });

/** A text button in a sentence; when it cannot be pressed it stops looking like a link. */
export const textAction = style({
  fontSize: 'inherit',
  selectors: {
    // Wins over the Button's text variant (regular weight) by specificity, whichever stylesheet comes last.
    '&[data-variant="text"]': { fontWeight: vars.font.weightBold },
    '&[data-disabled]': { color: vars.colors.textMuted, textDecoration: 'none' },
  },
});

export const centeredText = style({ textAlign: 'center' });

export const centeredRow = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.lg });
