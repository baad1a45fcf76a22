import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordBreached } from '../../src/screens/PasswordBreached';
import { PasswordDedupe } from '../../src/screens/PasswordDedupe';
import { PasswordForgot } from '../../src/screens/PasswordForgot';
import { PasswordSetNew } from '../../src/screens/PasswordSetNew';
import { withWidget } from './decorators';

// The four screens that say a reset email was sent share their props; one story file shows them all.
const meta = {
  title: 'Screens/PasswordResetEmail',
  component: PasswordForgot,
  decorators: [withWidget],
  args: { email: 'ada@example.com', status: 'idle', onResendEmail: fn(), onBack: fn() },
} satisfies Meta<typeof PasswordForgot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Forgot: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Forgot password?' })).toBeVisible();
    await expect(canvas.getByText('A link to reset your password was sent to you at ada@example.com.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend email' }));
    await expect(args.onResendEmail).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ForgotResending: Story = {
  args: { status: 'sendingEmail' },
  play: async ({ canvas }) => {
    const resend = canvas.getByRole('button', { name: 'Resend email' });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveAttribute('aria-busy', 'true');
  },
};

export const ForgotResendFailed: Story = { args: { error: { id: 'error.unknown' } } };

export const Dedupe: Story = {
  render: (args) => <PasswordDedupe {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Check your email to set a new password' })).toBeVisible();
  },
};

export const SetNew: Story = {
  render: (args) => <PasswordSetNew {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Check your email!' })).toBeVisible();
  },
};

export const Breached: Story = {
  render: (args) => <PasswordBreached {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/had a security issue recently/)).toBeVisible();
  },
};
