import { style } from '@vanilla-extract/css';

/** A hyphen and the character after it, kept on one line: an address never wraps at its hyphens. */
export const glued = style({ whiteSpace: 'nowrap' });
