import type { Glyph } from '../Icon';

/** The small chevron beside a native select's value (the phone field's country). */
export const selectChevron: Glyph = { name: 'selectChevron', grid: 12, strokeWidth: 1.5, ends: 'square', paths: ['M2 4.5l4 4 4-4'] };
