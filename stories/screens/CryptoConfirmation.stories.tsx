import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CryptoConfirmation } from '../../src/products/crypto/screens/CryptoConfirmation';
import { withWidget } from './decorators';

const meta = {
  title: 'Screens/CryptoConfirmation',
  component: CryptoConfirmation,
  decorators: [withWidget],
} satisfies Meta<typeof CryptoConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Success!' })).toBeVisible();
    await expect(canvas.getByText('You are signed in with your wallet.')).toBeVisible();
    await expect(canvasElement.querySelector('svg[data-illustration="check"]')).toHaveAttribute('aria-hidden', 'true');
  },
};
