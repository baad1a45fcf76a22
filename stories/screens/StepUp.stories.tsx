import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { composed } from './controls';
import { withWidget } from './decorators';
import { StepUp } from '../../src/products/account/screens/StepUp';

const meta = {
  title: 'Screens/Account/StepUp',
  component: StepUp,
  decorators: [withWidget],
  // Each state is a story of its own; its objects are shown, not edited as raw JSON.
  argTypes: { step: composed, values: composed, errors: composed },
  args: {
    step: { kind: 'password' },
    canUsePassword: true,
    canUseCode: true,
    canUsePasskey: true,
    status: 'idle',
    values: { code: '' },
    errors: { code: null },
    onCodeChange: fn(),
    onSubmit: fn(),
    onUsePassword: fn(),
    onUseCode: fn(),
    onUsePasskey: fn(),
    onUseFactor: fn(),
    onResend: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof StepUp>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Password: Story = {};
export const WrongPassword: Story = { args: { values: { code: 'hunter2' }, errors: { code: { id: 'error.unauthorized_credentials' } } } };
export const EmailedCode: Story = { args: { step: { kind: 'code', email: 'a••@example.com' }, canUseCode: false } };
export const SendingTheCode: Story = { args: { step: { kind: 'code', email: '' }, status: 'sending' } };
export const AuthenticatorApp: Story = { args: { step: { kind: 'secondFactor', factor: 'totp', destination: null, others: ['sms', 'backup_code'] } } };
export const TextMessage: Story = { args: { step: { kind: 'secondFactor', factor: 'sms', destination: '•••0188', others: ['totp'] } } };
export const Checking: Story = { args: { values: { code: '123456' }, status: 'working' } };
