import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  display: 'flex',
  gap: vars.space.xs,
  inlineSize: '100%',
});

export const segment = style({
  flex: 1,
  blockSize: vars.size.strengthSegment,
  borderRadius: vars.radius.sm,
  background: vars.colors.strengthEmpty,
  selectors: {
    '[data-tone="weak"] > &[data-state="filled"]': { background: vars.colors.strengthWeak },
    '[data-tone="strong"] > &[data-state="filled"]': { background: vars.colors.strengthStrong },
  },
  '@media': {
    // System colours replace backgrounds here, so draw filled segments solid and empty ones as outlines.
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      background: 'Canvas',
      border: `${vars.size.hairline} solid CanvasText`,
      selectors: {
        '[data-tone="weak"] > &[data-state="filled"], [data-tone="strong"] > &[data-state="filled"]': { background: 'CanvasText' },
      },
    },
  },
});
