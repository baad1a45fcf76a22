import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { composed } from './controls';
import { withWidget } from './decorators';
import { AccountDelete } from '../../src/products/account/screens/AccountDelete';

const meta = {
  title: 'Screens/Account/AccountDelete',
  component: AccountDelete,
  decorators: [withWidget],
  // Each state is a story of its own; its objects are shown, not edited as raw JSON.
  argTypes: { error: composed },
  args: { step: 'confirm', confirmed: false, status: 'idle', error: null, onConfirmedChange: fn(), onDelete: fn(), onBack: fn() },
} satisfies Meta<typeof AccountDelete>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};
export const Ticked: Story = { args: { confirmed: true } };
export const Deleting: Story = { args: { confirmed: true, status: 'deleting' } };
export const Failed: Story = { args: { confirmed: true, error: { id: 'error.unknown' } } };
export const Deleted: Story = { args: { step: 'deleted' } };
