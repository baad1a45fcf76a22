import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import type { PorticoConfig } from '../../src/products/registry';
import { Login } from '../../src/widget/Login';
import type { PorticoStyles } from '../../tokens';
import { fakeClient } from '../flows/fakeClient';
import { freshClient } from '../flows/freshClient';

/**
 * The whole Login widget (a fake client, named as one) wearing a host's brand colour in each
 * theme. Only `--portico-colors-primary` is set; the label on the button, the tab indicator, the
 * focus ring and links derive from it and stay readable (docs/theming.md). Each story focuses the
 * button from the keyboard, so its focus ring is in the screenshot; axe checks the contrast.
 */
const BRAND = '#0B6E4F';

const shown = {
  config: { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } } satisfies PorticoConfig,
  styles: { colors: { primary: BRAND } } satisfies PorticoStyles,
};

const meta = preview.meta({
  title: 'Theming/Brand colour',
  component: Login,
  args: { client: fakeClient() },
  argTypes: { client: { control: false }, callbacks: { control: false } },
  play: async ({ canvas, canvasElement }) => {
    // The country list arrives in a lazily loaded chunk: the screenshot waits for it.
    await waitFor(() => expect(canvasElement.querySelectorAll('select option').length).toBeGreaterThan(200));
    const button = await canvas.findByRole('button', { name: 'Continue with text message' });
    // From the selected tab, Tab through the form to the button, as a keyboard user does.
    canvas.getByRole('tab', { name: 'Text' }).focus();
    for (let step = 0; step < 8 && document.activeElement !== button; step += 1) await userEvent.tab();
    await expect(button).toHaveFocus();
  },
});

export const Light = meta.story({ ...freshClient(() => fakeClient()), args: { ...shown, theme: 'light' } });

/** The case: #0b6e4f on the dark card reads, and the label on it is white. */
export const Dark = meta.story({ ...freshClient(() => fakeClient()), args: { ...shown, theme: 'dark' } });

/** Follows the operating system (light in the test browser; tests/browser/theming/systemTheme.test.tsx switches it). */
export const System = meta.story({ ...freshClient(() => fakeClient()), args: { ...shown, theme: 'system' } });

/** A brand colour per mode: `styles.light` and `styles.dark`. */
export const PerModeDark = meta.story({
  ...freshClient(() => fakeClient()),
  args: { ...shown, theme: 'dark', styles: { light: { colors: { primary: BRAND } }, dark: { colors: { primary: '#7FE0C0' } } } },
});

/** Too pale for text on the light card: the button keeps it, its label turns black, its edge and the tab indicator are shaded. */
export const PaleBrand = meta.story({ ...freshClient(() => fakeClient()), args: { ...shown, theme: 'light', styles: { colors: { primary: '#F2C94C' } } } });
