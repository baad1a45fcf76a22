import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OrganizationMembers } from '../../src/products/organizations/settings/screens/OrganizationMembers';
import { composed } from './controls';
import { withWidget } from './decorators';
import { fakeMembers, fakeMembersReadOnly, fakeRoleIds } from './organizationSettingsFixtures';

const meta = {
  title: 'Screens/Organizations/OrganizationMembers',
  component: OrganizationMembers,
  decorators: [withWidget],
  argTypes: { members: composed, roles: composed, notice: composed, confirming: composed, busy: composed },
  args: {
    organization: 'Acme Corporation',
    members: fakeMembers,
    roles: fakeRoleIds,
    confirming: null,
    busy: null,
    notice: null,
    onRoleChange: fn(),
    onRemove: fn(),
    onCancelRemove: fn(),
    onConfirmRemove: fn(),
  },
} satisfies Meta<typeof OrganizationMembers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An owner's view: the last owner (themselves) is neither demoted nor removed. */
export const Managing: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Role of Grace Hopper' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Remove Grace Hopper' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Ada Lovelace' }));
    await expect(args.onRemove).toHaveBeenCalledWith('u-2');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
/** A member with no permissions: no role to change, nobody to remove. */
export const ReadOnly: Story = {
  args: { members: fakeMembersReadOnly },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const ConfirmingRemoval: Story = {
  // Borders, the destructive button and focus rings stay visible in Windows high contrast.
  tags: ['forced-colors'],
  args: { confirming: 'u-2' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Remove Ada Lovelace from Acme Corporation?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancelRemove).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
export const Removing: Story = { args: { confirming: 'u-2', busy: 'remove:u-2' } };
export const Removed: Story = { args: { members: [fakeMembers[0]!, fakeMembers[2]!], notice: { kind: 'success', id: 'organizations.settings.members.removed', values: { name: 'Ada Lovelace' } } } };
export const RoleChanged: Story = { args: { notice: { kind: 'success', id: 'organizations.settings.members.roleChanged', values: { name: 'Ada Lovelace', role: 'admin' } } } };
export const Refused: Story = { args: { notice: { kind: 'error', error: { id: 'error.last_owner' } } } };
