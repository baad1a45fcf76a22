/**
 * Answering an invitation by its mailed link (docs/organizations.md "Invitations"): read it, then
 * accept (the person becomes a member, and it is the session's active organization) or decline.
 * It is bound to its address: a person signed in with another one is told so before answering, and
 * the server refuses them too.
 */
import { useCallback, useEffect, useState } from 'react';
import { serverErrorOf } from '../../../client/developerErrors';
import type { InvitationPreview } from '../../../client/organizationTypes';
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import type { ErrorDescriptor } from '../../../flows/state';
import type { InvitationDetails } from '../screens/invitationTypes';

export type InvitationStep =
  | { step: 'loading' }
  | { step: 'prompt'; invitation: InvitationDetails; busy: 'accept' | 'decline' | null; error: ErrorDescriptor | null }
  | { step: 'mismatch'; invitation: InvitationDetails; signedInAs: string | null; signingOut: boolean }
  | { step: 'unusable'; error: ErrorDescriptor }
  | { step: 'answered'; organization: string; outcome: 'accepted' | 'declined' };

const UNUSABLE = new Set(['invitation_expired', 'invitation_not_found']);

const detailsOf = (preview: InvitationPreview): InvitationDetails => ({
  organization: preview.organization.name,
  inviter: preview.inviter,
  role: preview.invitation.role,
  email: preview.invitation.email,
});

const typeOf = (error: unknown) => serverErrorOf(error)?.error_type;

export function useInvitation(args: FlowArgs, token: string | null) {
  const runtime = useFlowRuntime(args);
  const [state, setState] = useState<InvitationStep>({ step: 'loading' });
  const set = (next: InvitationStep) => runtime.isMounted() && setState(next);

  const load = useCallback(async () => {
    const { client } = runtime.args;
    const calls = client.organizations;
    if (!token || !calls) return set({ step: 'unusable', error: { id: 'error.invitation_not_found' } });
    try {
      const preview = await calls.invitation.get(token);
      const invitation = detailsOf(preview);
      const signedInAs = client.session.getSync() ? ((await client.user.get().catch(() => null))?.emails[0]?.email ?? null) : null;
      if (signedInAs && signedInAs.toLowerCase() !== invitation.email.toLowerCase()) return set({ step: 'mismatch', invitation, signedInAs, signingOut: false });
      set({ step: 'prompt', invitation, busy: null, error: null });
    } catch (error) {
      set({ step: 'unusable', error: runtime.fail(error) });
    }
  }, [runtime, token]);

  useEffect(() => void load(), [load]);

  /** What a refused answer leaves: the reason it cannot be answered, the address it is bound to, or the prompt with the error. */
  const refused = (invitation: InvitationDetails, error: unknown) => {
    const descriptor = runtime.fail(error);
    const type = typeOf(error);
    if (type === 'invitation_email_mismatch') return set({ step: 'mismatch', invitation, signedInAs: null, signingOut: false });
    if (type && UNUSABLE.has(type)) return set({ step: 'unusable', error: descriptor });
    set({ step: 'prompt', invitation, busy: null, error: descriptor });
  };

  const answer = async (choice: 'accept' | 'decline') => {
    const calls = runtime.args.client.organizations;
    if (state.step !== 'prompt' || state.busy || !calls || !token) return;
    const { invitation } = state;
    set({ ...state, busy: choice, error: null });
    try {
      if (choice === 'accept') {
        const minutes = runtime.args.config.sessionOptions.sessionDurationMinutes;
        const answer = await calls.invitation.accept(token, { session_duration_minutes: minutes });
        const organization = answer.organization;
        runtime.emit({ type: 'OrganizationInvitationAccepted', data: { organization_id: organization?.organization_id ?? '', role: invitation.role } });
      } else {
        await calls.invitation.decline(token);
        runtime.emit({ type: 'OrganizationInvitationDeclined', data: {} });
      }
      set({ step: 'answered', organization: invitation.organization, outcome: choice === 'accept' ? 'accepted' : 'declined' });
    } catch (error) {
      refused(invitation, error);
    }
  };

  const signOut = async () => {
    if (state.step !== 'mismatch' || state.signingOut) return;
    set({ ...state, signingOut: true });
    await runtime.args.client.session.revoke({ forceClear: true }).catch(() => undefined);
    await load();
  };

  return { state, accept: () => void answer('accept'), decline: () => void answer('decline'), signOut: () => void signOut() };
}
