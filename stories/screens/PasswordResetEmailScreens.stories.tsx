import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordBreached } from '../../src/products/passwords/screens/PasswordBreached';
import { PasswordDedupe } from '../../src/products/passwords/screens/PasswordDedupe';
import { PasswordForgot } from '../../src/products/passwords/screens/PasswordForgot';
import { PasswordSetNew } from '../../src/products/passwords/screens/PasswordSetNew';
import { errorsById, mapped, names } from './controls';
import { withWidget } from './decorators';

const errors = errorsById('error.unknown', 'error.email_not_found');
type Args = Omit<ComponentProps<typeof PasswordForgot>, 'error'> & { error?: keyof typeof errors };
const toProps = ({ error = 'none', ...rest }: Args) => ({ ...rest, error: errors[error] });

// The four screens that say a reset email was sent share their props; one story file shows them all.
const meta = {
  title: 'Screens/PasswordResetEmail',
  component: mapped<Args>(PasswordForgot),
  render: (args) => <PasswordForgot {...toProps(args)} />,
  argTypes: { error: names(errors) },
  decorators: [withWidget],
  args: { email: 'ada@example.com', status: 'idle', onResendEmail: fn(), onBack: fn() },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Forgot: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Forgot password?' })).toBeVisible();
    await expect(canvas.getByText(/^A link to reset your password was sent to you at/)).toHaveTextContent(
      'A link to reset your password was sent to you at ada@example.com.',
    );
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

export const ForgotResendFailed: Story = { args: { error: 'error.unknown' } };

export const Dedupe: Story = {
  render: (args) => <PasswordDedupe {...toProps(args)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Check your email to set a new password' })).toBeVisible();
  },
};

export const SetNew: Story = {
  render: (args) => <PasswordSetNew {...toProps(args)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Check your email!' })).toBeVisible();
  },
};

export const Breached: Story = {
  render: (args) => <PasswordBreached {...toProps(args)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/had a security issue recently/)).toBeVisible();
  },
};
