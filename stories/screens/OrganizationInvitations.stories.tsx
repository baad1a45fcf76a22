import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OrganizationInvitations } from '../../src/products/organizations/settings/screens/OrganizationInvitations';
import { composed } from './controls';
import { withWidget } from './decorators';
import { fakeInvitations, fakeRoleIds } from './organizationSettingsFixtures';

const meta = {
  title: 'Screens/Organizations/OrganizationInvitations',
  component: OrganizationInvitations,
  decorators: [withWidget],
  argTypes: { invitations: composed, roles: composed, notice: composed, confirming: composed, busy: composed, emailError: composed },
  args: {
    status: 'ready',
    email: '',
    role: 'member',
    roles: fakeRoleIds,
    emailError: null,
    invitations: fakeInvitations,
    confirming: null,
    busy: null,
    notice: null,
    onEmailChange: fn(),
    onRoleChange: fn(),
    onInvite: fn(),
    onRevoke: fn(),
    onCancelRevoke: fn(),
    onConfirmRevoke: fn(),
  },
} satisfies Meta<typeof OrganizationInvitations>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'x');
    await expect(args.onEmailChange).toHaveBeenCalledWith('x');
    await userEvent.keyboard('{Enter}');
    await expect(args.onInvite).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
export const NonePending: Story = { args: { invitations: [] } };
export const Loading: Story = { args: { status: 'loading', invitations: [] } };
/** SPEC §5's message; the flow made no call. */
export const InvalidEmail: Story = {
  // Borders, the destructive button and focus rings stay visible in Windows high contrast.
  tags: ['forced-colors'],
  args: { email: 'colleague@acme', emailError: 'validation.emailFormat' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email format is invalid.');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
export const Sending: Story = { args: { email: 'colleague@acme.test', busy: 'invite' } };
export const Sent: Story = { args: { notice: { kind: 'success', id: 'organizations.settings.invitations.sent', values: { email: 'colleague@acme.test' } } } };
export const AlreadyMember: Story = { args: { email: 'ada@acme.test', notice: { kind: 'error', error: { id: 'error.already_member' } } } };
export const ConfirmingRevoke: Story = {
  args: { confirming: 'inv-1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
export const Revoking: Story = { args: { confirming: 'inv-1', busy: 'revoke:inv-1' } };
