import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';

// An announced icon sits where the glyph would, at the glyph's size.
export const image = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon, objectFit: 'contain', flexShrink: 0 });
