import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordCreateOrLogin, type PasswordCreateOrLoginProps } from '../../src/screens/PasswordCreateOrLogin';
import { withWidget } from './decorators';
import { breached, luds, weakZxcvbn, zxcvbn } from './strengthFixtures';

const meta = {
  title: 'Screens/PasswordCreateOrLogin',
  component: PasswordCreateOrLogin,
  decorators: [withWidget],
  args: {
    mode: 'create',
    email: 'ada@example.com',
    values: { password: '' },
    errors: { password: null },
    status: 'idle',
    strength: null,
    canSubmit: false,
    onPasswordChange: fn(),
    onSubmit: fn(),
    onForgotPassword: fn(),
    onCreatePassword: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof PasswordCreateOrLogin>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the typed password the way the flow does; Continue waits for a password, as at login. */
function WithPassword(props: PasswordCreateOrLoginProps) {
  const [password, setPassword] = useState(props.values.password);
  const change = (next: string) => {
    setPassword(next);
    props.onPasswordChange(next);
  };
  return <PasswordCreateOrLogin {...props} values={{ password }} canSubmit={password !== ''} onPasswordChange={change} />;
}

export const CreateEmpty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Create an account' })).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeDisabled();
    await expect(email).toHaveValue('ada@example.com');
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const CreateWeakZxcvbn: Story = {
  tags: ['forced-colors'],
  args: { values: { password: 'password1' }, strength: weakZxcvbn },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(/This is a commonly used password\./);
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const CreateStrongZxcvbn: Story = {
  args: { values: { password: 'correct horse battery staple' }, strength: zxcvbn(4), canSubmit: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const CreateLudsPartlyMet: Story = { args: { values: { password: 'abcdefgh' }, strength: luds(true, false) } };
export const CreateLudsMet: Story = { args: { values: { password: 'Abcdefg1!' }, strength: luds(true, true), canSubmit: true } };
export const CreateBreached: Story = { args: { values: { password: 'Tr0ub4dor&3' }, strength: breached } };
export const CreateSubmitting: Story = {
  args: { values: { password: 'correct horse battery staple' }, strength: zxcvbn(4), canSubmit: true, status: 'submitting' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Login: Story = {
  args: { mode: 'login' },
  render: (args) => <WithPassword {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Log in' })).toBeVisible();
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    const submit = canvas.getByRole('button', { name: 'Continue' });
    await expect(submit).toBeDisabled();
    await userEvent.type(password, 'hunter22{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('meter')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot Password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
    await userEvent.clear(password);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LoginWrongPassword: Story = {
  args: { mode: 'login', values: { password: 'hunter22' }, canSubmit: true, errors: { password: { id: 'error.unauthorized_credentials' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Unauthorized credentials.');
  },
};

export const LoginSendingResetEmail: Story = {
  args: { mode: 'login', status: 'sendingEmail' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Forgot Password?' })).toBeDisabled();
  },
};

export const Passwordless: Story = {
  args: { mode: 'passwordless' },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByLabelText('Password')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create password' }));
    await expect(args.onCreatePassword).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const PasswordlessSending: Story = { args: { mode: 'passwordless', status: 'sendingEmail' } };
export const PasswordlessError: Story = {
  args: { mode: 'passwordless', errors: { password: { id: 'error.user_lock_limit_reached' } } },
};
