import type { Glyph } from '../Icon';

export const error: Glyph = { name: 'error', paths: ['M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0', 'M12 7v6', 'M12 16.5v.01'] };
