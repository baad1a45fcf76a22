import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SecondFactor, type SecondFactorProps } from '../../src/products/secondFactor/screens/SecondFactor';
import { mapped, names } from './controls';
import { withWidget } from './decorators';

const codeErrors = {
  none: null,
  'error.otp_code_not_found': { id: 'error.otp_code_not_found', message: 'Invalid passcode, please try again.' },
  'error.user_lock_limit_reached': { id: 'error.user_lock_limit_reached', message: 'Too many failed authentication attempts. Please try again later.' },
};
const factorSets = {
  'App, text, email, backup': ['totp', 'sms', 'email', 'backup_code'],
  'App and backup codes': ['totp', 'backup_code'],
  'Passkey, app, backup': ['passkey', 'totp', 'backup_code'],
  None: [],
} satisfies Record<string, SecondFactorProps['others']>;

type Args = Omit<SecondFactorProps, 'values' | 'errors' | 'others' | 'destinations'> & {
  values?: never;
  errors?: never;
  destinations?: never;
  /** The person's factors; the one in use is left out of "Use another way". */
  factors: keyof typeof factorSets;
  code: string;
  codeError: keyof typeof codeErrors;
};

const toProps = ({ factors, code, codeError, values: _v, errors: _e, destinations: _d, ...rest }: Args): SecondFactorProps => ({
  ...rest,
  others: factorSets[factors].filter((factor) => factor !== rest.factor),
  destinations: { sms: '•••0188', email: 'a•••@example.com' },
  values: { code },
  errors: { code: codeErrors[codeError] },
});

const meta = {
  title: 'Screens/SecondFactor',
  component: mapped<Args>(SecondFactor),
  decorators: [withWidget],
  render: (args) => <SecondFactor {...toProps(args)} />,
  argTypes: {
    factors: names(factorSets),
    codeError: names(codeErrors),
    factor: { control: 'select', options: [null, 'passkey', 'totp', 'sms', 'email', 'backup_code'] },
    status: { control: 'select', options: ['loading', 'idle', 'sending', 'verifying'] },
  },
  args: {
    status: 'idle',
    factor: 'totp',
    factors: 'App, text, email, backup',
    choosing: false,
    code: '',
    codeError: 'none',
    onCodeChange: fn(),
    onSubmit: fn(),
    onUseAnother: fn(),
    onChoose: fn(),
    onResend: fn(),
    onBack: fn(),
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Args>;

export const Loading: Story = { args: { status: 'loading', factor: null } };

export const AuthenticatorApp: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Verify it’s you' })).toBeVisible();
    await expect(canvas.getByLabelText('Verification code')).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByRole('button', { name: 'Use another way' })).toBeVisible();
  },
};

export const WrongCode: Story = { args: { codeError: 'error.otp_code_not_found' } };

export const Locked: Story = { args: { codeError: 'error.user_lock_limit_reached' } };

export const Verifying: Story = { args: { status: 'verifying', code: '123456' } };

export const TextMessage: Story = { args: { factor: 'sms' } };

export const SendingText: Story = { args: { factor: 'sms', status: 'sending' } };

export const Email: Story = { args: { factor: 'email' } };

export const BackupCode: Story = { args: { factor: 'backup_code', code: 'abcde-fghjk' } };

export const OtherWays: Story = {
  args: { choosing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Text message to •••0188' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Backup code' })).toBeVisible();
  },
};

export const NoFactor: Story = { args: { factor: null, factors: 'None' } };

/** A passkey first (most convenient): one button, the browser's own prompt does the rest. */
export const Passkey: Story = {
  args: { factor: 'passkey', factors: 'Passkey, app, backup' },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    canvas.getByRole('button', { name: 'Use passkey' }).click();
    await expect(args.onSubmit).toHaveBeenCalledWith('');
  },
};

export const PasskeyVerifying: Story = { args: { factor: 'passkey', factors: 'Passkey, app, backup', status: 'verifying' } };

export const PasskeyLocked: Story = { args: { factor: 'passkey', factors: 'Passkey, app, backup', codeError: 'error.user_lock_limit_reached' } };

export const OtherWaysWithPasskey: Story = {
  args: { factor: 'totp', factors: 'Passkey, app, backup', choosing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Passkey' })).toBeVisible();
  },
};
