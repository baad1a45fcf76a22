import type { Glyph } from '../Icon';
import { toastRing } from './toastRing';

/** A tick in a ring: a toast that reports success. */
export const toastSuccess: Glyph = { name: 'toastSuccess', grid: 20, paths: [toastRing, 'M6 10.5l2.5 2.5L14 7.5'] };
