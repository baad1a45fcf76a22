import type { Glyph } from '../Icon';

/** A wallet: a wallet button's icon when the wallet announced none of its own. */
export const wallet: Glyph = { name: 'wallet', paths: ['M3 6h16v13H3z', 'M19 10h-5v5h5', 'M5 6l10-3v3'] };
