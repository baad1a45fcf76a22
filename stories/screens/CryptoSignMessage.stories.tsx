import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import { CryptoSignMessage } from '../../src/products/crypto/screens/CryptoSignMessage';
import { choice, mapped } from './controls';
import { withWidget } from './decorators';
import { walletsByName } from './walletFixtures';

type Args = Omit<ComponentProps<typeof CryptoSignMessage>, 'wallet'> & { wallet: keyof typeof walletsByName };

const meta = {
  title: 'Screens/CryptoSignMessage',
  component: mapped<Args>(CryptoSignMessage),
  decorators: [withWidget],
  argTypes: { wallet: choice(walletsByName) },
  args: { wallet: 'Phantom', onBack: fn() },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingForTheSignature: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sign in with Phantom' })).toBeVisible();
    await expect(canvas.getByText('Sign the message in Phantom. It costs nothing: no transaction is sent.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Back' })).toBeVisible();
  },
};
