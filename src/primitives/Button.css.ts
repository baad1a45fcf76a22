import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: vars.buttons.height,
  paddingInline: vars.space.lg,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeight,
  borderStyle: 'solid',
  borderWidth: vars.size.borderWidth,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration}`,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.colors.focus}`, outlineOffset: vars.size.focusRing },
    '&[data-disabled]': { cursor: 'not-allowed' },
    '&[data-loading]': { cursor: 'progress' },
    // Beats the variant's colours: a disabled or loading primary/secondary button looks disabled.
    '&[data-disabled]:not([data-variant="text"])': {
      background: vars.buttons.disabled.backgroundColor,
      color: vars.buttons.disabled.textColor,
      borderColor: vars.buttons.disabled.borderColor,
      borderRadius: vars.buttons.disabled.borderRadius,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
      // The disabled rule above outranks a bare class; in forced colours the border stays the system's.
      selectors: { '&[data-disabled]:not([data-variant="text"])': { borderColor: 'ButtonText' } },
    },
  },
});

/** A button drawn from its theme entry (SPEC §3 buttons.primary / .secondary), with its hover and pressed colours. */
const themed = (theme: typeof vars.buttons.primary) => ({
  background: theme.backgroundColor,
  color: theme.textColor,
  borderColor: theme.borderColor,
  borderRadius: theme.borderRadius,
  selectors: {
    '&:hover:not([data-disabled], [data-loading])': { background: theme.hoverBackgroundColor },
    '&:active:not([data-disabled], [data-loading])': { background: theme.activeBackgroundColor },
  },
});

export const variant = styleVariants({
  primary: themed(vars.buttons.primary),
  secondary: themed(vars.buttons.secondary),
  // An action that cannot be undone (deleting a passkey): the error colour, its pale tone as text.
  destructive: {
    background: vars.colors.error,
    color: vars.colors.errorBackground,
    borderColor: vars.colors.error,
    borderRadius: vars.buttons.primary.borderRadius,
    // Forced colours keep the pale text but not the red behind it: the system's button colours instead.
    '@media': { '(forced-colors: active)': { color: 'ButtonText', background: 'ButtonFace' } },
  },
  text: {
    background: 'transparent',
    color: vars.colors.link,
    borderColor: 'transparent',
    inlineSize: 'auto',
    minBlockSize: 'auto',
    paddingInline: vars.space.xs,
    textDecoration: 'underline',
    fontWeight: vars.font.weightNormal,
  },
});
