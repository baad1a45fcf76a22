/**
 * Products of the spec whose UI is not built yet. Their entries keep Main's rules and make
 * configuring them fail loudly instead of rendering nothing in silence.
 */
import type { ProductModule } from './types';

export const cryptoProduct = {
  id: 'crypto',
  mainPart: 'crypto',
  screens: {},
  notBuilt: true,
} as const satisfies ProductModule;
