import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CryptoWalletButtons, type CryptoWalletButtonsProps } from '../../src/products/crypto/screens/CryptoWalletButtons';
import { choice, mapped } from './controls';
import { withWidget } from './decorators';
import { fakeDiscoveredWallets, ROOM_WITHOUT_SOCIAL, walletCallbacks } from './walletFixtures';

const walletLists = { 'Two wallets': fakeDiscoveredWallets.slice(0, 2), 'Every fake wallet': fakeDiscoveredWallets };
type Args = Omit<CryptoWalletButtonsProps, 'wallets'> & { wallets: keyof typeof walletLists };

/** Main's wallet group on its own; MainWallets shows it inside Main. */
const meta = {
  title: 'Screens/Parts/CryptoWalletButtons',
  component: mapped<Args>(CryptoWalletButtons),
  decorators: [withWidget],
  argTypes: { wallets: choice(walletLists) },
  args: { wallets: 'Two wallets', room: ROOM_WITHOUT_SOCIAL, ...walletCallbacks },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRoom: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Set up a new crypto wallet' })).toBeVisible();
  },
};

export const MoreThanRoom: Story = {
  args: { wallets: 'Every fake wallet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue with other Crypto Wallet' })).toBeVisible();
  },
};
