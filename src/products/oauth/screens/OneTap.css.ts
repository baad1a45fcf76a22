import { style } from '@vanilla-extract/css';
import { vars } from '../../../../tokens';

/** Google's place while One Tap runs: the spinner and the embedded prompt share one cell. */
export const root = style({ display: 'grid', placeItems: 'center', overflow: 'hidden', color: vars.colors.textMuted });

export const cell = style({ gridArea: '1 / 1' });

export const prompt = style([cell, { alignSelf: 'start', justifySelf: 'stretch' }]);
