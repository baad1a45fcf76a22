import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SecuritySettings, type SecuritySettingsProps, type SecurityStep } from '../../src/products/secondFactor/screens/SecuritySettings';
import { mapped, names } from './controls';
import { withWidget } from './decorators';

const CODES = ['k7m2p-qr9xz', 'a3b4c-d5e6f', 'ghj7k-mn8pq', 'rst2u-vwx3y', 'z4a5b-c6d7e', 'f8g9h-j2k3m', 'n4p5q-r6s7t', 'u8v9w-x2y3z', 'a4b5c-d6e7f', 'g8h9j-k2m3n'];
const steps = {
  Loading: { kind: 'loading' },
  'No app': { kind: 'overview', totp: false, backupCodesLeft: 0 },
  'App on': { kind: 'overview', totp: true, backupCodesLeft: 7 },
  Enrolling: {
    kind: 'enrolling',
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    otpauthUrl: 'otpauth://totp/Portico%20Demo:ada%40example.com?issuer=Portico%20Demo&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
  },
  'Backup codes': { kind: 'backupCodes', codes: CODES },
  Removing: { kind: 'removing' },
  'Password to add': { kind: 'password', action: 'add' },
  'Password to remove': { kind: 'password', action: 'remove' },
  'Password for new codes': { kind: 'password', action: 'regenerate' },
} satisfies Record<string, SecurityStep>;
const codeErrors = {
  none: null,
  'error.otp_code_not_found': { id: 'error.otp_code_not_found', message: 'Invalid passcode, please try again.' },
  'error.unauthorized_credentials': { id: 'error.unauthorized_credentials', message: 'Unauthorized credentials.' },
};

type Args = Omit<SecuritySettingsProps, 'step' | 'values' | 'errors'> & {
  step: keyof typeof steps;
  values?: never;
  errors?: never;
  code: string;
  codeError: keyof typeof codeErrors;
};
const toProps = ({ step, code, codeError, values: _v, errors: _e, ...rest }: Args): SecuritySettingsProps => ({
  ...rest,
  step: steps[step],
  values: { code },
  errors: { code: codeErrors[codeError] },
});

const meta = {
  title: 'Screens/SecuritySettings',
  component: mapped<Args>(SecuritySettings),
  decorators: [withWidget],
  render: (args) => <SecuritySettings {...toProps(args)} />,
  argTypes: { step: names(steps), codeError: names(codeErrors), status: { control: 'select', options: ['idle', 'working'] } },
  args: {
    step: 'No app',
    status: 'idle',
    code: '',
    codeError: 'none',
    onCodeChange: fn(),
    onAddApp: fn(),
    onConfirm: fn(),
    onRegenerate: fn(),
    onStartRemove: fn(),
    onRemove: fn(),
    onDone: fn(),
    onPassword: fn(),
    onPasskeys: fn(),
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Args>;

export const Loading: Story = { args: { step: 'Loading', status: 'working' } };

export const NoApp: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add authenticator app' })).toBeVisible();
  },
};

export const AppOn: Story = { args: { step: 'App on' } };

export const Enrolling: Story = {
  args: { step: 'Enrolling' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(canvas.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy key' })).toBeVisible();
  },
};

export const EnrollingWrongCode: Story = { args: { step: 'Enrolling', codeError: 'error.otp_code_not_found' } };

export const BackupCodes: Story = {
  args: { step: 'Backup codes' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeVisible();
  },
};

export const Removing: Story = { args: { step: 'Removing', code: 'k7m2p-qr9xz' } };

export const RemovingWrongCode: Story = { args: { step: 'Removing', code: '123456', codeError: 'error.otp_code_not_found' } };

/** Better Auth asks for the account's password before a change; the heading names the change. */
export const PasswordToAdd: Story = {
  args: { step: 'Password to add', code: 'violet-Harbor-lantern-42' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Add an authenticator app' })).toBeVisible();
    const field = canvas.getByLabelText('Password');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveAttribute('autocomplete', 'current-password');
    canvas.getByRole('button', { name: 'Continue' }).click();
    await expect(args.onPassword).toHaveBeenCalledWith('violet-Harbor-lantern-42');
  },
};

export const PasswordWrong: Story = { args: { step: 'Password to remove', code: '', codeError: 'error.unauthorized_credentials' } };

export const PasswordForNewCodes: Story = { args: { step: 'Password for new codes' } };
