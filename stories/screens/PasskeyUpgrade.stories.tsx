import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { composed } from './controls';
import { withWidget } from './decorators';
import { PasskeyUpgrade } from '../../src/products/passkeyOffer/screens/PasskeyUpgrade';

const meta = {
  title: 'Screens/PasskeyUpgrade',
  component: PasskeyUpgrade,
  decorators: [withWidget],
  // Each state is a story of its own; its objects are shown, not edited as raw JSON.
  argTypes: { error: composed },
  args: { status: 'idle', error: null, onCreate: fn(), onSkip: fn() },
} satisfies Meta<typeof PasskeyUpgrade>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offer: Story = {};
export const Creating: Story = { args: { status: 'creating' } };
export const NotCreated: Story = { args: { error: { id: 'error.passkey_not_created' } } };
