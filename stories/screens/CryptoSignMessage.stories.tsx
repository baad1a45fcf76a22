import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CryptoSignMessage } from '../../src/screens/CryptoSignMessage';
import { withWidget } from './decorators';

const meta = {
  title: 'Screens/CryptoSignMessage',
  component: CryptoSignMessage,
  decorators: [withWidget],
  args: { wallet: { option: 'Phantom' }, onBack: fn() },
} satisfies Meta<typeof CryptoSignMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingForTheSignature: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sign in with Phantom' })).toBeVisible();
    await expect(canvas.getByText('Sign the message in Phantom. It costs nothing: no transaction is sent.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Back' })).toBeVisible();
  },
};
