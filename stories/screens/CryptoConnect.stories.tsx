import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CryptoConnect } from '../../src/screens/CryptoConnect';
import { withFocusOnMount, withWidget } from './decorators';

const meta = {
  title: 'Screens/CryptoConnect',
  component: CryptoConnect,
  decorators: [withWidget],
  args: { wallet: { option: 'Metamask' }, onBack: fn() },
} satisfies Meta<typeof CryptoConnect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingForTheWallet: Story = {
  decorators: [withFocusOnMount],
  play: async ({ args, canvas }) => {
    // After the wallet button, focus is on the new screen's title.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Connect MetaMask' })).toHaveFocus();
    await expect(canvas.getByText('Approve the request in MetaMask.')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const OtherWallet: Story = {
  args: { wallet: { option: 'OtherEthereumWallet', name: 'Rabby Wallet' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Connect Rabby Wallet' })).toBeVisible();
  },
};
