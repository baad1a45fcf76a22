import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export { column as root } from '../primitives/layout.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const centered = style({ alignItems: 'center', textAlign: 'center' });

export const title = style({ fontSize: vars.font.sizeHeading });

// Holds the back arrow's place while its view downloads, so the title does not move.
export const backPlaceholder = style({
  blockSize: `calc(${vars.size.icon} + 2 * ${vars.space.xs})`,
  margin: `calc(-1 * ${vars.space.xs})`,
});
