import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import { WALLET_SITES } from '../../src/flows/crypto/walletSites';
import { CryptoSetupWallet } from '../../src/screens/CryptoSetupWallet';
import { choice, mapped } from './controls';
import { withWidget } from './decorators';

const siteLists = {
  'Every wallet site': WALLET_SITES,
  'With a link that is not a web address': [{ option: 'Vessel' as const, href: 'javascript:alert(1)' }, ...WALLET_SITES],
};
type Args = Omit<ComponentProps<typeof CryptoSetupWallet>, 'sites'> & { sites: keyof typeof siteLists };

const meta = {
  title: 'Screens/CryptoSetupWallet',
  component: mapped<Args>(CryptoSetupWallet),
  decorators: [withWidget],
  argTypes: { sites: choice(siteLists) },
  args: { sites: 'Every wallet site', onBack: fn() },
} satisfies Meta<Args>;
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
  args: { sites: 'With a link that is not a web address' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Vessel/ })).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(WALLET_SITES.length);
  },
  parameters: { screenshot: false },
};
