import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WalletButton, type WalletButtonProps } from '../../src/products/crypto/screens/WalletButton';
import { choice, mapped } from './controls';
import { withWidget } from './decorators';
import { namedWallets } from './walletFixtures';

type Args = Omit<WalletButtonProps, 'wallet'> & { wallet: keyof typeof namedWallets };

const meta = {
  title: 'Screens/Parts/WalletButton',
  component: mapped<Args>(WalletButton),
  argTypes: { wallet: choice(namedWallets) },
  decorators: [withWidget],
  args: { wallet: 'MetaMask, announced icon', onSelect: fn() },
} satisfies Meta<Args>;
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
export const InjectedWithoutIcon: Story = { args: { wallet: 'Phantom, no icon' } };

/** A wallet the spec does not name shows under the name it announced. */
export const AnnouncedName: Story = { args: { wallet: 'Rabby, announced name' } };
