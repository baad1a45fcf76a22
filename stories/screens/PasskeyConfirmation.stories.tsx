import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasskeyConfirmation } from '../../src/products/passkeys/screens/PasskeyConfirmation';
import { withWidget } from './decorators';

const meta = {
  title: 'Screens/PasskeyConfirmation',
  component: PasskeyConfirmation,
  decorators: [withWidget],
} satisfies Meta<typeof PasskeyConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Success!' })).toBeVisible();
    await expect(canvas.getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
  },
};
