import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

/** One line: who is signed in, and the way out beside it (wrapping on a narrow page). */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const name = style({ minInlineSize: 0, overflowWrap: 'anywhere' });

export const signOut = style({ inlineSize: 'auto', paddingInline: vars.space.lg });
