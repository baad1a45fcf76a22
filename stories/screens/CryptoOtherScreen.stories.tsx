import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CryptoOtherScreen } from '../../src/products/crypto/screens/CryptoOtherScreen';
import { choice, mapped } from './controls';
import { withWidget } from './decorators';
import { fakeDiscoveredWallets } from './walletFixtures';

const walletLists = { 'Every wallet found': fakeDiscoveredWallets, 'Two wallets': fakeDiscoveredWallets.slice(0, 2) };
type Args = Omit<ComponentProps<typeof CryptoOtherScreen>, 'wallets'> & { wallets: keyof typeof walletLists };

const meta = {
  title: 'Screens/CryptoOtherScreen',
  component: mapped<Args>(CryptoOtherScreen),
  decorators: [withWidget],
  argTypes: { wallets: choice(walletLists) },
  args: { wallets: 'Every wallet found', onSelect: fn(), onBack: fn() },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryWallet: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Other Crypto Wallets' })).toBeVisible();
    // Those Main had no room for too.
    await expect(canvas.getByRole('button', { name: 'Other Solana Wallet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Vessel' }));
    await expect(args.onSelect).toHaveBeenCalledWith(fakeDiscoveredWallets[6]);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
