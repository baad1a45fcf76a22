import type { Glyph } from '../Icon';

export const arrowBack: Glyph = { name: 'arrowBack', paths: ['M19 12H5', 'M12 19l-7-7 7-7'] };
