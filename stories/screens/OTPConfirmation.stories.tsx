import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OTPConfirmation } from '../../src/products/otp/screens/OTPConfirmation';
import { withWidget } from './decorators';

const meta = {
  title: 'Screens/OTPConfirmation',
  component: OTPConfirmation,
  decorators: [withWidget],
} satisfies Meta<typeof OTPConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Success!' })).toBeVisible();
    await expect(canvas.getByText('Your passcode has been successfully verified.')).toBeVisible();
    await expect(canvasElement.querySelector('svg[data-illustration="check"]')).toHaveAttribute('aria-hidden', 'true');
  },
};
