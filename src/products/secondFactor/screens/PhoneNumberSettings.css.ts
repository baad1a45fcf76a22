import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

// The security overview's lines look alike.
export { item } from './SecuritySettings.css';
