import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordResetForm } from '../../src/products/passwords/screens/PasswordResetForm';
import { errorsById, fromFields, mapped, names } from './controls';
import { withWidget } from './decorators';
import { strengthsByName, type StrengthName } from './strengthFixtures';

type Props = ComponentProps<typeof PasswordResetForm>;
const passwordErrors = errorsById('error.breached_password', 'error.unknown');
const formErrors = errorsById('error.unable_to_auth_magic_link', 'error.unknown');

/** The view model as fields: what is typed, each error and the strength answer, by name. */
type Args = Omit<Props, 'values' | 'errors' | 'strength'> & {
  /** Built from the fields below. */
  values?: never;
  errors?: never;
  password: string;
  passwordError: keyof typeof passwordErrors;
  formError: keyof typeof formErrors;
  strength: StrengthName;
};
const toProps = ({ password, passwordError, formError, strength, values: _values, errors: _errors, ...rest }: Args): Props => ({
  ...rest,
  values: { password },
  errors: { password: passwordErrors[passwordError], form: formErrors[formError] },
  strength: strengthsByName[strength],
});

const meta = {
  title: 'Screens/PasswordResetForm',
  component: mapped<Args>(PasswordResetForm),
  decorators: [withWidget],
  render: (args) => <PasswordResetForm {...toProps(args)} />,
  argTypes: {
    values: fromFields,
    errors: fromFields,
    passwordError: names(passwordErrors),
    formError: names(formErrors),
    strength: names(strengthsByName),
  },
  args: {
    mode: 'reset',
    password: '',
    passwordError: 'none',
    formError: 'none',
    status: 'idle',
    strength: 'none',
    canSubmit: false,
    onPasswordChange: fn(),
    onSubmit: fn(),
    onLoginWithoutPassword: fn(),
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Reset your password' })).toBeVisible();
    const field = canvas.getByLabelText('New password');
    await expect(field).toHaveAttribute('autocomplete', 'new-password');
    await expect(field).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.type(field, 'x');
    await expect(args.onPasswordChange).toHaveBeenCalledWith('x');
    await userEvent.click(canvas.getByRole('button', { name: 'Login without a password' }));
    await expect(args.onLoginWithoutPassword).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WeakPassword: Story = { args: { password: 'password1', strength: 'zxcvbn 1, commonly used' } };

export const StrongPassword: Story = {
  args: { password: 'correct horse battery staple', strength: 'zxcvbn 4', canSubmit: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LudsPartlyMet: Story = { args: { password: 'abcdefgh', strength: 'LUDS, length met' } };
export const Breached: Story = { args: { password: 'Tr0ub4dor&3', strength: 'breached' } };

export const Submitting: Story = {
  args: { password: 'correct horse battery staple', strength: 'zxcvbn 4', canSubmit: true, status: 'submitting' },
};

export const ExpiredLink: Story = {
  args: { formError: 'error.unable_to_auth_magic_link' },
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
  args: { mode: 'loggingIn', status: 'idle', formError: 'error.unable_to_auth_magic_link' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login without a password' }));
    await expect(args.onLoginWithoutPassword).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
