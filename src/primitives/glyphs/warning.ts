import type { Glyph } from '../Icon';

export const warning: Glyph = { name: 'warning', paths: ['M12 3.5L2.5 20.5h19L12 3.5z', 'M12 10v4.5', 'M12 17.5v.01'] };
