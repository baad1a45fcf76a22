import type { Glyph } from '../Icon';
import { toastRing } from './toastRing';

/** A cross in a ring: a toast that reports an error. */
export const toastError: Glyph = { name: 'toastError', grid: 20, paths: [toastRing, 'M7 7l6 6M13 7l-6 6'] };
