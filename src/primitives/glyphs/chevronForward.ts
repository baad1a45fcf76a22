import type { Glyph } from '../Icon';

/** Points the way a row opens (to the right; mirrored in right-to-left text by its user). */
export const chevronForward: Glyph = { name: 'chevronForward', paths: ['M9 6l6 6-6 6'] };
