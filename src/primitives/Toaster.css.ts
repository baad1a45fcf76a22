import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
});

export const placement = styleVariants({
  // Above the page, centred at the top: the widget's own notifications, over whatever it sits in.
  viewport: {
    position: 'fixed',
    insetBlockStart: vars.space.lg,
    insetInline: vars.space.lg,
    alignItems: 'center',
    zIndex: vars.zIndex.toast,
    pointerEvents: 'none',
  },
  // Where the host puts it, in the flow of the page.
  inline: { alignItems: 'flex-start' },
});
