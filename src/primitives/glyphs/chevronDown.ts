import type { Glyph } from '../Icon';

export const chevronDown: Glyph = { name: 'chevronDown', paths: ['M6 9l6 6 6-6'] };
