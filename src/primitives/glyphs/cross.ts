import type { Glyph } from '../Icon';

export const cross: Glyph = { name: 'cross', paths: ['M6 6l12 12', 'M18 6L6 18'] };
