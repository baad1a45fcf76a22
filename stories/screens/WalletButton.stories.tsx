import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WalletButton } from '../../src/screens/WalletButton';
import { withWidget } from './decorators';
import { fakeDiscoveredWallets } from './walletFixtures';

const meta = {
  title: 'Screens/Parts/WalletButton',
  component: WalletButton,
  decorators: [withWidget],
  args: { wallet: fakeDiscoveredWallets[0]!, onSelect: fn() },
} satisfies Meta<typeof WalletButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An EIP-6963 wallet, with the icon it announced. */
export const AnnouncedIcon: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'MetaMask' }));
    await expect(args.onSelect).toHaveBeenCalledWith(args.wallet);
  },
};

/** An injected wallet announces no icon: the wallet glyph stands in. */
export const InjectedWithoutIcon: Story = { args: { wallet: { option: 'Phantom' } } };

/** A wallet the spec does not name shows under the name it announced. */
export const AnnouncedName: Story = { args: { wallet: fakeDiscoveredWallets[2]! } };
