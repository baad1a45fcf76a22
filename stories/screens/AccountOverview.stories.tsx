import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { composed } from './controls';
import { withWidget } from './decorators';
import { AccountOverview, ACCOUNT_SECTIONS } from '../../src/products/account/screens/AccountOverview';

const account = { name: 'Ada Lovelace', email: 'ada@example.com', pictureUrl: null, hasPassword: true, connections: ['github', 'google'], secondFactor: true, passkeys: 2 };

const meta = {
  title: 'Screens/Account/AccountOverview',
  component: AccountOverview,
  decorators: [withWidget],
  // Each state is a story of its own; its objects are shown, not edited as raw JSON.
  argTypes: { account: composed, sections: composed, error: composed, opening: composed },
  args: { status: 'ready', account, sections: ACCOUNT_SECTIONS, opening: null, error: null, onOpen: fn(), onRetry: fn() },
} satisfies Meta<typeof AccountOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {};
export const PasswordlessNothingConnected: Story = {
  args: { account: { ...account, name: '', hasPassword: false, connections: [], secondFactor: false, passkeys: 0 } },
};
export const OpeningASection: Story = { args: { opening: 'email' } };
export const SomeSections: Story = { args: { sections: ['profile', 'sessions', 'delete'] } };
export const Loading: Story = { args: { status: 'loading', account: null } };
export const Failed: Story = { args: { status: 'failed', account: null, error: { id: 'error.unknown' } } };
