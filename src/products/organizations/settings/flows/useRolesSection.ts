/**
 * The organization's roles (docs/organizations.md "Roles"): the built-in ones read only, the host's
 * own created, edited (their permissions, no more than the author holds) and deleted after a confirmation.
 */
import { useState } from 'react';
import type { OrganizationPermission } from '../../../../client/organizationTypes';
import { useFlowRuntime } from '../../../../flows/runtime';
import type { MessageId } from '../../../../i18n/translator';
import type { OrganizationRolesProps, RoleEditorState } from '../screens/OrganizationRoles';
import { organizationCalls } from './organizationCalls';
import type { SectionFlowArgs } from './sectionArgs';
import { PERMISSIONS, roleNameError } from './settingsRules';
import { useSectionChange } from './useSectionChange';

export function useRolesSection({ organizationId, detail, viewer, reload, ...args }: SectionFlowArgs): OrganizationRolesProps {
  const runtime = useFlowRuntime(args);
  const change = useSectionChange(runtime);
  const [editor, setEditor] = useState<RoleEditorState | null>(null);
  const [nameError, setNameError] = useState<MessageId | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const canManage = viewer.permissions.includes('roles:manage');

  const save = (role: string, permissions: OrganizationPermission[]) =>
    void change.run('save', async () => {
      await organizationCalls(runtime.args.client).saveRole(organizationId, role, permissions);
      setEditor(null);
      runtime.emit({ type: 'OrganizationRoleSaved', data: { organization_id: organizationId, role, permissions } });
      await reload();
      return { id: 'organizations.settings.roles.saved', values: { role } };
    });

  return {
    roles: detail.roles.map((row) => ({ role: row.role, permissions: row.permissions, builtIn: row.built_in })),
    canManage,
    // A role grants no more than its author holds.
    grantable: PERMISSIONS.filter((permission) => viewer.permissions.includes(permission)),
    editor,
    nameError,
    confirming,
    busy: change.busy,
    notice: change.notice,
    onNew: () => {
      setNameError(null);
      setEditor({ mode: 'new', name: '', permissions: [] });
    },
    onEdit: (role) => {
      const row = detail.roles.find((r) => r.role === role);
      setEditor({ mode: 'edit', name: role, permissions: row?.permissions ?? [] });
    },
    onCancelEdit: () => setEditor(null),
    onNameChange: (name) => {
      setNameError(null);
      setEditor((prev) => prev && { ...prev, name });
    },
    onPermissionChange: (permission, on) =>
      setEditor((prev) => prev && { ...prev, permissions: on ? [...prev.permissions, permission] : prev.permissions.filter((p) => p !== permission) }),
    onSave: () => {
      if (!editor) return;
      if (editor.mode === 'new') {
        const error = roleNameError(editor.name, detail.roles);
        setNameError(error);
        if (error) return;
      }
      // Kept in the editor's order, whatever order they were ticked in.
      save(editor.name, PERMISSIONS.filter((p) => editor.permissions.includes(p)));
    },
    onDelete: (role) => setConfirming(role),
    onCancelDelete: () => setConfirming(null),
    onConfirmDelete: () => {
      const role = confirming;
      if (!role) return;
      void change.run(`delete:${role}`, async () => {
        await organizationCalls(runtime.args.client).deleteRole(organizationId, role);
        runtime.emit({ type: 'OrganizationRoleDeleted', data: { organization_id: organizationId, role } });
        await reload();
        setConfirming(null);
        return { id: 'organizations.settings.roles.deleted', values: { role } };
      });
    },
  };
}
