import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { composed } from './controls';
import { withWidget } from './decorators';
import { AccountSessions } from '../../src/products/account/screens/AccountSessions';

const now = new Date('2026-12-06T12:00:00Z');
const sessions = [
  { id: 'se-1', device: { browser: 'Chrome', os: 'macOS' }, place: 'Lisbon, PT', lastSeenAt: '2026-12-06T12:00:00Z', current: true },
  { id: 'se-2', device: { browser: 'Safari', os: 'iOS' }, place: null, lastSeenAt: '2026-12-06T09:30:00Z', current: false },
  { id: 'se-3', device: null, place: 'Berlin, DE', lastSeenAt: '2026-11-28T18:00:00Z', current: false },
];

const meta = {
  title: 'Screens/Account/AccountSessions',
  component: AccountSessions,
  decorators: [withWidget],
  // Each state is a story of its own; its objects are shown, not edited as raw JSON.
  argTypes: { sessions: composed, error: composed, now: composed },
  args: { status: 'ready', sessions, error: null, now, onSignOut: fn(), onSignOutOthers: fn(), onBack: fn() },
} satisfies Meta<typeof AccountSessions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeDevices: Story = {};
export const OnlyThisOne: Story = { args: { sessions: [sessions[0]!] } };
export const Loading: Story = { args: { status: 'loading', sessions: [] } };
export const SigningOut: Story = { args: { status: 'working' } };
export const Failed: Story = { args: { error: { id: 'error.unknown' } } };
