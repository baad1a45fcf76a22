/**
 * Creating an organization from the switcher (docs/organizations.md "The organization switcher"):
 * the name and URL name are checked before any call; the new organization becomes the session's
 * active one, and the host hears `OrganizationCreated` then `OrganizationSwitched`.
 */
import { useState } from 'react';
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import type { ErrorDescriptor } from '../../../flows/state';
import type { OrganizationCreateValues } from '../screens/switcherTypes';
import { nameProblem, slugProblem } from './organizationRules';

interface CreateState {
  values: OrganizationCreateValues;
  errors: { name: ErrorDescriptor | null; slug: ErrorDescriptor | null };
  error: ErrorDescriptor | null;
  status: 'idle' | 'submitting';
}

const asError = (id: string | null): ErrorDescriptor | null => (id ? { id } : null);

/** `onDone` runs once the organization exists, active or (when that step failed) with the reason. */
export function useCreateOrganization(args: FlowArgs, onDone: (problem: ErrorDescriptor | null) => void) {
  const runtime = useFlowRuntime(args);
  const [state, setState] = useState<CreateState>({ values: { name: '', slug: '' }, errors: { name: null, slug: null }, error: null, status: 'idle' });
  const set = (update: (current: CreateState) => CreateState) => runtime.isMounted() && setState(update);

  // A field's message goes once the person changes it; the server's refusal stays until the next try.
  const change = (values: OrganizationCreateValues) =>
    set((current) => ({
      ...current,
      values,
      errors: { name: values.name === current.values.name ? current.errors.name : null, slug: values.slug === current.values.slug ? current.errors.slug : null },
    }));

  const submit = async () => {
    const calls = runtime.args.client.organizations;
    if (state.status !== 'idle' || !calls) return;
    const errors = { name: asError(nameProblem(state.values.name)), slug: asError(slugProblem(state.values.slug)) };
    if (errors.name || errors.slug) return set((current) => ({ ...current, errors, error: null }));
    set((current) => ({ ...current, status: 'submitting', error: null }));
    const slug = state.values.slug.trim();
    let organizationId: string;
    try {
      const answer = await calls.create({ name: state.values.name.trim(), ...(slug && { slug }) });
      organizationId = answer.organization.organization_id;
    } catch (error) {
      return set((current) => ({ ...current, status: 'idle', error: runtime.fail(error) }));
    }
    runtime.emit({ type: 'OrganizationCreated', data: { organization_id: organizationId } });
    try {
      await calls.setActive(organizationId);
      runtime.emit({ type: 'OrganizationSwitched', data: { organization_id: organizationId } });
      onDone(null);
    } catch (error) {
      // It exists but is not active: the switcher lists it and says why (creating it again would fail).
      onDone(runtime.fail(error));
    }
  };

  return { state, change, submit: () => void submit() };
}
