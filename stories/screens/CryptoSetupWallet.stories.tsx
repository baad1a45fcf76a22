import type { ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview';
import { WALLET_SITES } from '../../src/products/crypto/flows/walletSites';
import { CryptoSetupWallet } from '../../src/products/crypto/screens/CryptoSetupWallet';
import { choice, mapped } from './controls';
import { withWidget } from './decorators';

const siteLists = {
  'Every wallet site': WALLET_SITES,
  'With a link that is not a web address': [{ option: 'Vessel' as const, href: 'javascript:alert(1)' }, ...WALLET_SITES],
};
type Args = Omit<ComponentProps<typeof CryptoSetupWallet>, 'sites'> & { sites: keyof typeof siteLists };

const meta = preview.meta({
  title: 'Screens/CryptoSetupWallet',
  component: mapped<Args>(CryptoSetupWallet),
  decorators: [withWidget],
  argTypes: { sites: choice(siteLists) },
  args: { sites: 'Every wallet site' as const, onBack: fn() },
});

export const WhereToGetAWallet = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Set up a new crypto wallet' })).toBeVisible();
    const metamask = canvas.getByRole('link', { name: 'MetaMask (opens in a new tab)' });
    await expect(metamask).toHaveAttribute('href', 'https://metamask.io/download/');
    await expect(metamask).toHaveAttribute('target', '_blank');
    await expect(metamask).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Phantom (opens in a new tab)' })).toHaveAttribute('href', 'https://phantom.com/download');
  },
});

export const UnsafeSiteLink = meta.story({
  args: { sites: 'With a link that is not a web address' },
  parameters: { screenshot: false },
});
UnsafeSiteLink.test('leaves out a link that is not a web address', async ({ canvas }) => {
  await expect(canvas.queryByRole('link', { name: /Vessel/ })).toBeNull();
  await expect(canvas.getAllByRole('link')).toHaveLength(WALLET_SITES.length);
});
