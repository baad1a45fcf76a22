import type { Glyph } from '../Icon';

/** A cross on the toast's 20-unit grid: its dismiss button. */
export const dismiss: Glyph = { name: 'dismiss', grid: 20, paths: ['M6 6l8 8M14 6l-8 8'] };
