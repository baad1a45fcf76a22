import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { composed } from './controls';
import { withWidget } from './decorators';
import { AccountEmail } from '../../src/products/account/screens/AccountEmail';

const noErrors = { email: null, extra: null, form: null };
const current = { id: 'em-1', email: 'ada@example.com', verified: true };

const meta = {
  title: 'Screens/Account/AccountEmail',
  component: AccountEmail,
  decorators: [withWidget],
  // Each state is a story of its own; its objects are shown, not edited as raw JSON.
  argTypes: { step: composed, current: composed, others: composed, values: composed, errors: composed },
  args: {
    step: { kind: 'form' },
    current,
    others: null,
    values: { email: '', extra: '' },
    status: 'idle',
    errors: noErrors,
    onEmailChange: fn(),
    onExtraChange: fn(),
    onSubmit: fn(),
    onAdd: fn(),
    onRemove: fn(),
    onDone: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof AccountEmail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChangeTheAddress: Story = {};
export const WithOtherAddresses: Story = {
  args: { others: [{ id: 'em-2', email: 'ada@work.example', verified: true }, { id: 'em-3', email: 'ada@old.example', verified: false }] },
};
export const NoAddressYet: Story = { args: { current: null } };
export const Sending: Story = { args: { values: { email: 'ada@new.example', extra: '' }, status: 'sending' } };
export const AddressInUse: Story = { args: { values: { email: 'taken@example.com', extra: '' }, errors: { ...noErrors, email: { id: 'error.duplicate_email' } } } };
export const InvalidAddress: Story = { args: { values: { email: 'ada@', extra: '' }, errors: { ...noErrors, email: { id: 'validation.emailFormat' } } } };
export const LinkSent: Story = { args: { step: { kind: 'sent', email: 'ada@new.example', adding: false } } };
export const SecondAddressLinkSent: Story = { args: { step: { kind: 'sent', email: 'ada@work.example', adding: true }, others: [] } };
