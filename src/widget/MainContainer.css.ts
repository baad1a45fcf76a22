import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

/** Holds a part's place while its product's chunk downloads, so the card does not jump. */
export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.inputs.height,
});
