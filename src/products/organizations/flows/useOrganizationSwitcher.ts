/**
 * The organization switcher (docs/organizations.md "The organization switcher"): the person's
 * organizations and the session's active one; choosing another makes it active (`setActive`: the
 * session's JWT then carries it) and tells the host (`OrganizationSwitched`).
 */
import { useCallback, useState } from 'react';
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import { useSessionLoad } from '../../../flows/session/useSessionLoad';
import type { ErrorDescriptor } from '../../../flows/state';
import type { OrganizationChoice } from '../screens/switcherTypes';

export type SwitcherStep =
  | { step: 'loading' }
  | { step: 'ready'; organizations: OrganizationChoice[]; activeId: string | null; switching: boolean; error: ErrorDescriptor | null }
  | { step: 'unavailable'; error: ErrorDescriptor };

export function useOrganizationSwitcher(args: FlowArgs) {
  const runtime = useFlowRuntime(args);
  const [state, setState] = useState<SwitcherStep>({ step: 'loading' });
  const set = (next: SwitcherStep) => runtime.isMounted() && setState(next);

  const load = useCallback(async () => {
    const calls = runtime.args.client.organizations;
    if (!calls) return set({ step: 'unavailable', error: { id: 'error.unknown' } });
    // No session on this page: nothing to list, and no 401 for it (as the account center).
    if (!runtime.args.client.session.getSync()) return set({ step: 'unavailable', error: { id: 'error.user_unauthenticated' } });
    try {
      const answer = await calls.list();
      const organizations = answer.organizations.map(({ organization_id, name, role }) => ({ id: organization_id, name, role }));
      set({ step: 'ready', organizations, activeId: answer.active_organization_id, switching: false, error: null });
    } catch (error) {
      set({ step: 'unavailable', error: runtime.fail(error) });
    }
  }, [runtime]);

  useSessionLoad(runtime.args.client, () => void load());

  const switchTo = async (organizationId: string | null) => {
    const calls = runtime.args.client.organizations;
    if (state.step !== 'ready' || state.switching || !calls || organizationId === state.activeId) return;
    set({ ...state, switching: true, error: null });
    try {
      await calls.setActive(organizationId);
      set({ ...state, activeId: organizationId, switching: false, error: null });
      runtime.emit({ type: 'OrganizationSwitched', data: { organization_id: organizationId } });
    } catch (error) {
      // The choice did not happen: the list shows the organization that is still active, and why.
      set({ ...state, switching: false, error: runtime.fail(error) });
    }
  };

  return { state, switchTo: (organizationId: string | null) => void switchTo(organizationId) };
}
