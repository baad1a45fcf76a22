import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordResetForm } from '../../src/screens/PasswordResetForm';
import { withWidget } from './decorators';
import { breached, luds, weakZxcvbn, zxcvbn } from './strengthFixtures';

const meta = {
  title: 'Screens/PasswordResetForm',
  component: PasswordResetForm,
  decorators: [withWidget],
  args: {
    mode: 'reset',
    values: { password: '' },
    errors: { password: null, form: null },
    status: 'idle',
    strength: null,
    canSubmit: false,
    onPasswordChange: fn(),
    onSubmit: fn(),
    onLoginWithoutPassword: fn(),
  },
} satisfies Meta<typeof PasswordResetForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Reset your password' })).toBeVisible();
    const field = canvas.getByLabelText('New password');
    await expect(field).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.type(field, 'x');
    await expect(args.onPasswordChange).toHaveBeenCalledWith('x');
    await userEvent.click(canvas.getByRole('button', { name: 'Login without a password' }));
    await expect(args.onLoginWithoutPassword).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WeakPassword: Story = { args: { values: { password: 'password1' }, strength: weakZxcvbn } };

export const StrongPassword: Story = {
  args: { values: { password: 'correct horse battery staple' }, strength: zxcvbn(4), canSubmit: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LudsPartlyMet: Story = { args: { values: { password: 'abcdefgh' }, strength: luds(true, false) } };
export const Breached: Story = { args: { values: { password: 'Tr0ub4dor&3' }, strength: breached } };

export const Submitting: Story = {
  args: { values: { password: 'correct horse battery staple' }, strength: zxcvbn(4), canSubmit: true, status: 'submitting' },
};

export const ExpiredLink: Story = {
  args: { errors: { password: null, form: { id: 'error.unable_to_auth_magic_link' } } },
};

export const LoggingIn: Story = {
  args: { mode: 'loggingIn', status: 'loggingIn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Logging in...' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Logging in...' })).toBeInTheDocument();
    await expect(canvas.queryByLabelText('New password')).toBeNull();
  },
};

export const LoggingInFailed: Story = {
  args: { mode: 'loggingIn', status: 'idle', errors: { password: null, form: { id: 'error.unable_to_auth_magic_link' } } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login without a password' }));
    await expect(args.onLoginWithoutPassword).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
