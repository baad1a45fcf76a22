import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { WALLET_SITES } from '../../src/flows/crypto/walletSites';
import { CryptoSetupWallet } from '../../src/screens/CryptoSetupWallet';
import { withWidget } from './decorators';

const meta = {
  title: 'Screens/CryptoSetupWallet',
  component: CryptoSetupWallet,
  decorators: [withWidget],
  args: { sites: WALLET_SITES, onBack: fn() },
} satisfies Meta<typeof CryptoSetupWallet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WhereToGetAWallet: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Set up a new crypto wallet' })).toBeVisible();
    const metamask = canvas.getByRole('link', { name: 'MetaMask (opens in a new tab)' });
    await expect(metamask).toHaveAttribute('href', 'https://metamask.io/download/');
    await expect(metamask).toHaveAttribute('target', '_blank');
    await expect(metamask).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Phantom (opens in a new tab)' })).toHaveAttribute('href', 'https://phantom.com/download');
  },
};

export const OnlyWebLinks: Story = {
  args: { sites: [{ option: 'Vessel', href: 'javascript:alert(1)' }, ...WALLET_SITES] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Vessel/ })).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(WALLET_SITES.length);
  },
  parameters: { screenshot: false },
};
