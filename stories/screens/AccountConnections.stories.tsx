import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { composed } from './controls';
import { withWidget } from './decorators';
import { AccountConnections } from '../../src/products/account/screens/AccountConnections';

const github = { id: 'cn-1', provider: 'github', connectedAt: '2026-11-02T10:00:00Z' };
const google = { id: 'cn-2', provider: 'google', connectedAt: null };

const meta = {
  title: 'Screens/Account/AccountConnections',
  component: AccountConnections,
  decorators: [withWidget],
  // Each state is a story of its own; its objects are shown, not edited as raw JSON.
  argTypes: { connections: composed, available: composed, confirming: composed, error: composed },
  args: {
    connections: [github, google],
    available: ['microsoft', 'apple'],
    confirming: null,
    status: 'idle',
    error: null,
    onConnect: fn(),
    onStartDisconnect: fn(),
    onConfirmDisconnect: fn(),
    onCancel: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof AccountConnections>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {};
export const NoneConnected: Story = { args: { connections: [], available: ['github', 'google'] } };
export const ConfirmDisconnect: Story = { args: { confirming: github } };
export const Connecting: Story = { args: { status: 'connecting' } };
export const LastWayIn: Story = { args: { connections: [github], error: { id: 'error.last_sign_in_method' } } };
export const AlreadyLinkedElsewhere: Story = { args: { error: { id: 'error.provider_already_linked' } } };
