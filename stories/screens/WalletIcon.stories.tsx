import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WalletIcon } from '../../src/screens/WalletIcon';
import { fakeDiscoveredWallets } from './walletFixtures';

const meta = {
  title: 'Screens/Parts/WalletIcon',
  component: WalletIcon,
  args: { wallet: fakeDiscoveredWallets[0]! },
} satisfies Meta<typeof WalletIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Announced: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img[data-wallet-icon]')).toHaveAttribute('alt', '');
  },
};

/** Only an image URL is drawn: anything else (here a javascript: URL) falls back to the glyph. */
export const UnsafeIconRefused: Story = {
  args: { wallet: { option: 'Metamask', icon: 'javascript:alert(1)' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
