/**
 * Inviting by email and role, and the pending invitations with their expiry (docs/organizations.md
 * "Settings"). A bad address gets SPEC §5's message and makes no call; revoking asks first.
 */
import { useEffect, useState } from 'react';
import type { OrganizationInvitation } from '../../../../client/organizationTypes';
import { useFlowRuntime } from '../../../../flows/runtime';
import { normaliseEmail } from '../../../../flows/validation';
import type { MessageId } from '../../../../i18n/translator';
import type { OrganizationInvitationsProps } from '../screens/OrganizationInvitations';
import { organizationCalls } from './organizationCalls';
import type { SectionFlowArgs } from './sectionArgs';
import { assignableRoles, invitationEmailError } from './settingsRules';
import { useSectionChange } from './useSectionChange';

export interface InvitationsFlowArgs extends SectionFlowArgs {
  /** The Login page (naming `organizations`) the mail links to. @defaultValue the backend's default Login page */
  invitationRedirectUrl?: string;
}

export function useInvitationsSection({ organizationId, detail, viewer, invitationRedirectUrl, reload: _reload, ...args }: InvitationsFlowArgs): OrganizationInvitationsProps {
  const runtime = useFlowRuntime(args);
  const change = useSectionChange(runtime);
  const [invitations, setInvitations] = useState<OrganizationInvitation[] | null>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('member');
  const [emailError, setEmailError] = useState<MessageId | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const load = async () => {
    const listed = await organizationCalls(runtime.args.client).invitations(organizationId);
    if (runtime.isMounted()) setInvitations(listed.invitations.filter((row) => row.status === 'pending'));
  };
  useEffect(() => {
    void change.run('load', load);
    // Once, when the section opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [organizationId]);

  const emailOf = (id: string) => invitations?.find((row) => row.invitation_id === id)?.email ?? '';

  return {
    status: invitations === null ? 'loading' : 'ready',
    email,
    role,
    roles: assignableRoles(viewer, detail.roles),
    emailError,
    invitations: (invitations ?? []).map((row) => ({ id: row.invitation_id, email: row.email, role: row.role, expiresAt: row.expires_at })),
    confirming,
    busy: change.busy,
    notice: change.notice,
    onEmailChange: (value) => {
      setEmail(value);
      setEmailError(null);
    },
    onRoleChange: setRole,
    onInvite: () => {
      const error = invitationEmailError(email);
      setEmailError(error);
      if (error) return;
      const address = normaliseEmail(email);
      void change.run('invite', async () => {
        const { invitation } = await organizationCalls(runtime.args.client).invite(organizationId, {
          email: address,
          role,
          ...(invitationRedirectUrl ? { invitation_redirect_url: invitationRedirectUrl } : {}),
        });
        runtime.emit({ type: 'OrganizationMemberInvited', data: { organization_id: organizationId, invitation_id: invitation.invitation_id, role } });
        setEmail('');
        await load();
        return { id: 'organizations.settings.invitations.sent', values: { email: address } };
      });
    },
    onRevoke: (id) => setConfirming(id),
    onCancelRevoke: () => setConfirming(null),
    onConfirmRevoke: () => {
      const id = confirming;
      if (!id) return;
      const address = emailOf(id);
      void change.run(`revoke:${id}`, async () => {
        await organizationCalls(runtime.args.client).revokeInvitation(organizationId, id);
        runtime.emit({ type: 'OrganizationInvitationRevoked', data: { organization_id: organizationId, invitation_id: id } });
        await load();
        setConfirming(null);
        return { id: 'organizations.settings.invitations.revoked', values: { email: address } };
      });
    },
  };
}
