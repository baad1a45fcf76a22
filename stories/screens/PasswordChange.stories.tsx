import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { composed } from './controls';
import { withWidget } from './decorators';
import { weakZxcvbn, zxcvbn } from './strengthFixtures';
import { PasswordChange } from '../../src/products/passwords/screens/PasswordChange';

const noErrors = { current: null, next: null, form: null };

const meta = {
  title: 'Screens/Account/PasswordChange',
  component: PasswordChange,
  decorators: [withWidget],
  // Each state is a story of its own; its objects are shown, not edited as raw JSON.
  argTypes: { values: composed, strength: composed, errors: composed },
  args: {
    mode: 'change',
    status: 'idle',
    email: 'ada@example.com',
    values: { current: '', next: '' },
    signOutOthers: true,
    strength: null,
    canSubmit: false,
    errors: noErrors,
    onCurrentChange: fn(),
    onNextChange: fn(),
    onSignOutOthersChange: fn(),
    onSubmit: fn(),
    onForgot: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof PasswordChange>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Change: Story = {};
export const SetAFirstPassword: Story = { args: { mode: 'set' } };
export const ReplaceAfterConfirming: Story = { args: { mode: 'replace' } };
export const WrongCurrentPassword: Story = { args: { values: { current: 'nope', next: '' }, errors: { ...noErrors, current: { id: 'error.unauthorized_credentials' } } } };
export const Saving: Story = { args: { values: { current: 'old-password', next: 'a-much-longer-one-2026' }, canSubmit: true, status: 'saving', strength: zxcvbn(4) } };
export const WeakNewPassword: Story = { args: { values: { current: 'old-password', next: 'password1' }, strength: weakZxcvbn } };
export const Loading: Story = { args: { status: 'loading' } };
