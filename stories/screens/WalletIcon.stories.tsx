import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WalletIcon, type WalletIconProps } from '../../src/products/crypto/screens/WalletIcon';
import { choice, mapped } from './controls';
import { namedWallets } from './walletFixtures';

type Args = Omit<WalletIconProps, 'wallet'> & { wallet: keyof typeof namedWallets };

const meta = {
  title: 'Screens/Parts/WalletIcon',
  component: mapped<Args>(WalletIcon),
  argTypes: { wallet: choice(namedWallets) },
  args: { wallet: 'MetaMask, announced icon' },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Announced: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img[data-wallet-icon]')).toHaveAttribute('alt', '');
  },
};

/** Only an image URL is drawn: anything else (here a javascript: URL) falls back to the glyph. */
export const UnsafeIconRefused: Story = {
  args: { wallet: 'Unsafe icon URL' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
