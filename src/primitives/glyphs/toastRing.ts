import type { GlyphPath } from '../Icon';

/** The ring round a toast's status glyph: radius 9 about (10, 10) on a 20-unit grid, two half arcs. */
export const toastRing: GlyphPath = { d: 'M10 1a9 9 0 0 1 0 18a9 9 0 0 1 0-18z', strokeWidth: 1.5 };
