import type { Glyph } from '../Icon';

export const eyeOff: Glyph = { name: 'eyeOff', paths: ['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z', 'M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0', 'M3 3l18 18'] };
