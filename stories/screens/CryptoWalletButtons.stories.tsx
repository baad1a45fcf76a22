import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CryptoWalletButtons } from '../../src/screens/CryptoWalletButtons';
import { withWidget } from './decorators';
import { fakeDiscoveredWallets, ROOM_WITHOUT_SOCIAL, walletCallbacks } from './walletFixtures';

/** Main's wallet group on its own; MainWallets shows it inside Main. */
const meta = {
  title: 'Screens/Parts/CryptoWalletButtons',
  component: CryptoWalletButtons,
  decorators: [withWidget],
  args: { wallets: fakeDiscoveredWallets.slice(0, 2), room: ROOM_WITHOUT_SOCIAL, ...walletCallbacks },
} satisfies Meta<typeof CryptoWalletButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRoom: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Set up a new crypto wallet' })).toBeVisible();
  },
};

export const MoreThanRoom: Story = {
  args: { wallets: fakeDiscoveredWallets },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue with other Crypto Wallet' })).toBeVisible();
  },
};
