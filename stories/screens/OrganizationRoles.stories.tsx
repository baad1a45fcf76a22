import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OrganizationRoles } from '../../src/products/organizations/settings/screens/OrganizationRoles';
import { composed } from './controls';
import { withWidget } from './decorators';
import { fakeRoles } from './organizationSettingsFixtures';

const admin = fakeRoles[1]!.permissions;

const meta = {
  title: 'Screens/Organizations/OrganizationRoles',
  component: OrganizationRoles,
  decorators: [withWidget],
  argTypes: { roles: composed, grantable: composed, editor: composed, notice: composed, confirming: composed, busy: composed, nameError: composed },
  args: {
    roles: fakeRoles,
    canManage: true,
    grantable: admin,
    editor: null,
    nameError: null,
    confirming: null,
    busy: null,
    notice: null,
    onNew: fn(),
    onEdit: fn(),
    onCancelEdit: fn(),
    onNameChange: fn(),
    onPermissionChange: fn(),
    onSave: fn(),
    onDelete: fn(),
    onCancelDelete: fn(),
    onConfirmDelete: fn(),
  },
} satisfies Meta<typeof OrganizationRoles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Built-in roles are read only; a host's own role can be edited and deleted. */
export const Managing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Edit Admin' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Edit billing-viewer' })).toBeVisible();
  },
};
export const ReadOnly: Story = { args: { canManage: false } };
/** An admin's new role: what an admin does not hold (deleting the organization) cannot be granted. */
export const NewRole: Story = {
  // Borders, the destructive button and focus rings stay visible in Windows high contrast.
  tags: ['forced-colors'],
  args: { editor: { mode: 'new', name: 'support', permissions: ['members:invite'] } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Delete the organization' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remove members' }));
    await expect(args.onPermissionChange).toHaveBeenCalledWith('members:remove', true);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
export const EditRole: Story = { args: { editor: { mode: 'edit', name: 'billing-viewer', permissions: ['members:invite'] } } };
export const NameInvalid: Story = { args: { editor: { mode: 'new', name: 'Support Team', permissions: [] }, nameError: 'organizations.settings.roles.nameFormat' } };
export const Saving: Story = { args: { editor: { mode: 'edit', name: 'billing-viewer', permissions: ['members:invite'] }, busy: 'save' } };
export const Saved: Story = { args: { notice: { kind: 'success', id: 'organizations.settings.roles.saved', values: { role: 'billing-viewer' } } } };
export const ConfirmingDelete: Story = { args: { confirming: 'billing-viewer' } };
/** Someone deleted the role meanwhile. */
export const Gone: Story = { args: { notice: { kind: 'error', error: { id: 'error.role_not_found' } } } };
