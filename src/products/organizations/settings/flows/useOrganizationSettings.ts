/**
 * The organization the settings show (docs/organizations.md "Settings"): the one named, or the
 * session's active one (else the person's first); read with the person's role and permissions (those
 * the backend serves), and read again after a change.
 */
import { useCallback, useState } from 'react';
import type { OrganizationDetail } from '../../../../client/organizationTypes';
import { useFlowRuntime, type FlowArgs } from '../../../../flows/runtime';
import { useSessionLoad } from '../../../../flows/session/useSessionLoad';
import type { ErrorDescriptor } from '../../../../flows/state';
import { servedPermissions, type Viewer } from './settingsRules';
import { organizationCalls } from './organizationCalls';

export type OrganizationSettingsState =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'failed'; error: ErrorDescriptor }
  | { status: 'ready'; organizationId: string; detail: OrganizationDetail; viewer: Viewer };

export function useOrganizationSettings(args: FlowArgs, organizationId: string | undefined) {
  const runtime = useFlowRuntime(args);
  const [state, setState] = useState<OrganizationSettingsState>({ status: 'loading' });

  const load = useCallback(async () => {
    // No session on this page: nothing to read, and no 401 for it (as the account center).
    if (!runtime.args.client.session.getSync()) return runtime.isMounted() && setState({ status: 'failed', error: { id: 'error.user_unauthenticated' } });
    const calls = organizationCalls(runtime.args.client);
    // The session's active organization; a session with none, the person's first (most people are in one).
    const defaultOrganization = async () => {
      const listed = await calls.list();
      return listed.active_organization_id ?? listed.organizations[0]?.organization_id ?? null;
    };
    try {
      const id = organizationId ?? (await defaultOrganization());
      if (!id) return runtime.isMounted() && setState({ status: 'none' });
      const read = await calls.get(id);
      // What the backend cannot do is not offered: no tab or control that could only fail.
      const detail = { ...read, permissions: servedPermissions(read.permissions, read.unsupported) };
      const viewer = { userId: runtime.args.client.session.getSync()?.user_id ?? null, role: detail.role, permissions: detail.permissions };
      if (runtime.isMounted()) setState({ status: 'ready', organizationId: id, detail, viewer });
    } catch (error) {
      if (runtime.isMounted()) setState({ status: 'failed', error: runtime.fail(error) });
    }
  }, [runtime, organizationId]);

  useSessionLoad(runtime.args.client, () => void load(), undefined, [load]);

  return {
    state,
    /** Reads it again, keeping what shows meanwhile (a change's answer, not a new screen). */
    reload: load,
    retry: () => {
      setState({ status: 'loading' });
      void load();
    },
  };
}
