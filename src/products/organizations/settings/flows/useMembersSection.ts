/**
 * The members and their roles (docs/organizations.md "Settings"): a role changed, or a member removed
 * after a confirmation. Only what the person's role allows is offered; the last owner stays one.
 */
import { useState } from 'react';
import { useFlowRuntime } from '../../../../flows/runtime';
import type { OrganizationMembersProps } from '../screens/OrganizationMembers';
import { organizationCalls } from './organizationCalls';
import type { SectionFlowArgs } from './sectionArgs';
import { assignableRoles, canChangeRole, canRemove, isLastOwner } from './settingsRules';
import { useSectionChange } from './useSectionChange';

export function useMembersSection({ organizationId, detail, viewer, reload, ...args }: SectionFlowArgs): OrganizationMembersProps {
  const runtime = useFlowRuntime(args);
  const change = useSectionChange(runtime);
  const [confirming, setConfirming] = useState<string | null>(null);
  const { members } = detail;
  const nameOf = (userId: string) => {
    const member = members.find((row) => row.user_id === userId);
    return member?.name || member?.email || userId;
  };

  return {
    organization: detail.organization.name,
    members: members.map((member) => ({
      userId: member.user_id,
      name: member.name,
      email: member.email,
      role: member.role,
      isYou: member.user_id === viewer.userId,
      lastOwner: isLastOwner(member, members),
      canChangeRole: canChangeRole(viewer, member, members),
      canRemove: canRemove(viewer, member, members),
    })),
    roles: assignableRoles(viewer, detail.roles),
    confirming,
    busy: change.busy,
    notice: change.notice,
    onRoleChange: (userId, role) =>
      void change.run(`role:${userId}`, async () => {
        await organizationCalls(runtime.args.client).updateMemberRole(organizationId, userId, role);
        runtime.emit({ type: 'OrganizationMemberRoleChanged', data: { organization_id: organizationId, user_id: userId, role } });
        const name = nameOf(userId);
        await reload();
        return { id: 'organizations.settings.members.roleChanged', values: { name, role } };
      }),
    onRemove: (userId) => setConfirming(userId),
    onCancelRemove: () => setConfirming(null),
    onConfirmRemove: () => {
      const userId = confirming;
      if (!userId) return;
      void change.run(`remove:${userId}`, async () => {
        const name = nameOf(userId);
        await organizationCalls(runtime.args.client).removeMember(organizationId, userId);
        runtime.emit({ type: 'OrganizationMemberRemoved', data: { organization_id: organizationId, user_id: userId } });
        await reload();
        setConfirming(null);
        return { id: 'organizations.settings.members.removed', values: { name } };
      });
    },
  };
}
