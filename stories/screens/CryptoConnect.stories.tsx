import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CryptoConnect } from '../../src/products/crypto/screens/CryptoConnect';
import { choice, mapped } from './controls';
import { withFocusOnMount, withWidget } from './decorators';
import { walletsByName } from './walletFixtures';

type Args = Omit<ComponentProps<typeof CryptoConnect>, 'wallet'> & { wallet: keyof typeof walletsByName };

const meta = {
  title: 'Screens/CryptoConnect',
  component: mapped<Args>(CryptoConnect),
  decorators: [withWidget],
  argTypes: { wallet: choice(walletsByName) },
  args: { wallet: 'MetaMask', onBack: fn() },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingForTheWallet: Story = {
  decorators: [withFocusOnMount],
  play: async ({ args, canvas }) => {
    // After the wallet button, focus is on the new screen's title.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Connect MetaMask' })).toHaveFocus();
    await expect(canvas.getByText('Approve the request in MetaMask.')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const OtherWallet: Story = {
  args: { wallet: 'Rabby Wallet (announced)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Connect Rabby Wallet' })).toBeVisible();
  },
};
