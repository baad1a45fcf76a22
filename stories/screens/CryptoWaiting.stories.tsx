import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CryptoWaiting } from '../../src/screens/CryptoWaiting';
import { withWidget } from './decorators';

/** The layout CryptoConnect and CryptoSignMessage share; their own stories hold the spec's texts. */
const meta = {
  title: 'Screens/Parts/CryptoWaiting',
  component: CryptoWaiting,
  decorators: [withWidget],
  args: { title: 'Connect MetaMask', text: 'Approve the request in MetaMask.', onBack: fn() },
} satisfies Meta<typeof CryptoWaiting>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Connect MetaMask' })).toBeVisible();
  },
};
