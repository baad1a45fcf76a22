import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordConfirmation } from '../../src/products/passwords/screens/PasswordConfirmation';
import { withWidget } from './decorators';

const meta = {
  title: 'Screens/PasswordConfirmation',
  component: PasswordConfirmation,
  decorators: [withWidget],
} satisfies Meta<typeof PasswordConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Success!' })).toBeVisible();
    await expect(canvas.getByText('You have successfully logged in.')).toBeVisible();
  },
};

/** After a reset on a backend whose reset starts no session (Better Auth): the person logs in next. */
export const ResetWithoutSession: Story = {
  args: { signedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Success!' })).toBeVisible();
    await expect(canvas.getByText('Your password has been reset. Log in with your new password.')).toBeVisible();
  },
};
