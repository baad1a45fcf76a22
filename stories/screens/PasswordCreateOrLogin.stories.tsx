import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordCreateOrLogin, type PasswordCreateOrLoginProps } from '../../src/products/passwords/screens/PasswordCreateOrLogin';
import { errorsById, fromFields, mapped, names } from './controls';
import { withWidget } from './decorators';
import { strengthsByName, type StrengthName } from './strengthFixtures';

const passwordErrors = errorsById('error.unauthorized_credentials', 'error.user_lock_limit_reached');

/** The view model as fields: what is typed, the field's error and the strength answer, each by name. */
type Args = Omit<PasswordCreateOrLoginProps, 'values' | 'errors' | 'strength'> & {
  /** Built from the fields below. */
  values?: never;
  errors?: never;
  password: string;
  passwordError: keyof typeof passwordErrors;
  strength: StrengthName;
};
const toProps = ({ password, passwordError, strength, values: _values, errors: _errors, ...rest }: Args): PasswordCreateOrLoginProps => ({
  ...rest,
  values: { password },
  errors: { password: passwordErrors[passwordError] },
  strength: strengthsByName[strength],
});

const meta = {
  title: 'Screens/PasswordCreateOrLogin',
  component: mapped<Args>(PasswordCreateOrLogin),
  decorators: [withWidget],
  render: (args) => <PasswordCreateOrLogin {...toProps(args)} />,
  argTypes: { values: fromFields, errors: fromFields, passwordError: names(passwordErrors), strength: names(strengthsByName) },
  args: {
    mode: 'create',
    email: 'ada@example.com',
    password: '',
    passwordError: 'none',
    status: 'idle',
    strength: 'none',
    canSubmit: false,
    onPasswordChange: fn(),
    onSubmit: fn(),
    onForgotPassword: fn(),
    onCreatePassword: fn(),
    onBack: fn(),
  },
} satisfies Meta<Args>;
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
    await expect(canvas.getByLabelText('Password')).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const CreateWeakZxcvbn: Story = {
  tags: ['forced-colors'],
  args: { password: 'password1', strength: 'zxcvbn 1, commonly used' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(/This is a commonly used password\./);
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const CreateStrongZxcvbn: Story = {
  args: { password: 'correct horse battery staple', strength: 'zxcvbn 4', canSubmit: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const CreateLudsPartlyMet: Story = { args: { password: 'abcdefgh', strength: 'LUDS, length met' } };
export const CreateLudsMet: Story = { args: { password: 'Abcdefg1!', strength: 'LUDS, all met', canSubmit: true } };
export const CreateBreached: Story = { args: { password: 'Tr0ub4dor&3', strength: 'breached' } };
export const CreateSubmitting: Story = {
  args: { password: 'correct horse battery staple', strength: 'zxcvbn 4', canSubmit: true, status: 'submitting' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Login: Story = {
  args: { mode: 'login' },
  render: (args) => <WithPassword {...toProps(args)} />,
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
  args: { mode: 'login', password: 'hunter22', canSubmit: true, passwordError: 'error.unauthorized_credentials' },
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
  args: { mode: 'passwordless', passwordError: 'error.user_lock_limit_reached' },
};
