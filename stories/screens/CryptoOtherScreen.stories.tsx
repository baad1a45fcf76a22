import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CryptoOtherScreen } from '../../src/screens/CryptoOtherScreen';
import { withWidget } from './decorators';
import { fakeDiscoveredWallets } from './walletFixtures';

const meta = {
  title: 'Screens/CryptoOtherScreen',
  component: CryptoOtherScreen,
  decorators: [withWidget],
  args: { wallets: fakeDiscoveredWallets, onSelect: fn(), onBack: fn() },
} satisfies Meta<typeof CryptoOtherScreen>;
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
