import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { SuccessScreen } from '../../src/screens/SuccessScreen';
import { withWidget } from './decorators';

/** The confirmation every product shows (passwords, passkeys, wallets, the second factor): 'Success!' and what succeeded. */
const meta = preview.meta({
  title: 'Screens/Parts/SuccessScreen',
  component: SuccessScreen,
  decorators: [withWidget],
  args: { text: 'You have successfully logged in.' },
});

export const Success = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Success!' })).toBeVisible();
    await expect(canvas.getByText('You have successfully logged in.')).toBeVisible();
  },
});

/** A long product sentence wraps under the check, centred. */
export const LongText = meta.story({
  args: { text: 'Your passkey is saved. Next time, sign in with your fingerprint, face or screen lock instead of a code.' },
});
