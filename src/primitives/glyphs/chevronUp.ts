import type { Glyph } from '../Icon';

export const chevronUp: Glyph = { name: 'chevronUp', paths: ['M6 15l6-6 6 6'] };
