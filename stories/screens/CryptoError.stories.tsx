import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CryptoError } from '../../src/products/crypto/screens/CryptoError';
import { withWidget } from './decorators';

const meta = {
  title: 'Screens/CryptoError',
  component: CryptoError,
  decorators: [withWidget],
  args: { onBack: fn() },
} satisfies Meta<typeof CryptoError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignInFailed: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Looks like there was an error!' })).toBeVisible();
    await expect(
      canvas.getByText('Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!'),
    ).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
