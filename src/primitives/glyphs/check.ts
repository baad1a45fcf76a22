import type { Glyph } from '../Icon';

export const check: Glyph = { name: 'check', paths: ['M5 12.5l4.5 4.5L19 7.5'] };
