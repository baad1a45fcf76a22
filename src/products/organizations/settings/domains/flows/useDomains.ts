/**
 * The Domains section's flow (docs/organizations.md "Domains"): the only code of the section that
 * calls the client. Lists the organization's domains, adds one (checked first, no call for bad
 * input), verifies one against DNS, removes one after a yes.
 */
import { useEffect, useState } from 'react';
import type { OrganizationCalls, OrganizationDomain } from '../../../../../client/organizationTypes';
import { errorTypeOf, useHostRuntime, type HostArgs } from '../../../../../flows/runtime';
import type { DomainItem, DomainsSettingsProps } from '../screens/domainTypes';
import { readDomain } from './domainRules';

export interface DomainsArgs extends HostArgs {
  organizationId: string;
}

/** The screen's props, every one: the section container passes them straight in. */
export type DomainsViewModel = DomainsSettingsProps;

const toItem = (domain: OrganizationDomain): DomainItem => ({ domain: domain.domain, verified: domain.verified, record: domain.txt_record });

/** Verified first, then by name: the ones still to do stay together at the end. */
const ordered = (items: DomainItem[]) => [...items].sort((a, b) => Number(b.verified) - Number(a.verified) || a.domain.localeCompare(b.domain));

export function useDomains(args: DomainsArgs): DomainsViewModel {
  const runtime = useHostRuntime(args);
  const [status, setStatus] = useState<DomainsSettingsProps['status']>('loading');
  const [domains, setDomains] = useState<DomainItem[]>([]);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<DomainsSettingsProps['draftError']>(null);
  const [busy, setBusy] = useState<DomainsSettingsProps['busy']>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<DomainsSettingsProps['notice']>(null);

  const calls = (): OrganizationCalls => {
    const organizations = runtime.args.client.organizations;
    if (!organizations) throw new Error('Portico: this client has no organizations calls (docs/organizations.md).');
    return organizations;
  };
  const organizationId = args.organizationId;

  const load = async () => {
    setStatus('loading');
    try {
      const answer = await calls().domains(organizationId);
      if (!runtime.isMounted()) return;
      setDomains(ordered(answer.domains.map(toItem)));
      setStatus('ready');
    } catch (error) {
      runtime.fail(error);
      if (runtime.isMounted()) setStatus('failed');
    }
  };
  useEffect(() => {
    void load();
    // Again only for another organization.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [organizationId]);

  /** Runs one change; its refusal goes to the live region in the catalogue's words. */
  const change = async (next: NonNullable<DomainsSettingsProps['busy']>, work: () => Promise<void>) => {
    if (busy) return;
    setBusy(next);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      const descriptor = runtime.fail(error);
      if (!runtime.isMounted()) return;
      setNotice({ kind: 'error', error: descriptor });
      // Gone meanwhile (another tab, another admin): the list says so too.
      if (errorTypeOf(error) === 'domain_not_found') {
        setDomains((listed) => listed.filter((item) => next.action === 'add' || item.domain !== next.domain));
        setConfirming(null);
      }
    } finally {
      if (runtime.isMounted()) setBusy(null);
    }
  };

  const replace = (domain: OrganizationDomain) => setDomains((listed) => ordered([...listed.filter((item) => item.domain !== domain.domain), toItem(domain)]));

  return {
    status,
    domains,
    draft,
    draftError,
    busy,
    confirming,
    notice,
    onDraftChange: (value) => {
      setDraft(value);
      setDraftError(null);
    },
    onAdd: () => {
      const read = readDomain(draft, domains.map((item) => item.domain));
      if ('error' in read) return setDraftError(read.error);
      void change({ action: 'add' }, async () => {
        const answer = await calls().addDomain(organizationId, read.domain);
        if (!runtime.isMounted()) return;
        replace(answer.domain);
        setDraft('');
        setNotice({ kind: 'success', id: 'organizations.domains.added', values: { domain: read.domain } });
        runtime.emit({ type: 'OrganizationDomainAdded', data: { organization_id: organizationId, domain: read.domain } });
      });
    },
    onVerify: (domain) =>
      void change({ action: 'verify', domain }, async () => {
        const answer = await calls().verifyDomain(organizationId, domain);
        if (!runtime.isMounted()) return;
        replace(answer.domain);
        setNotice({ kind: 'success', id: 'organizations.domains.verifiedNotice', values: { domain } });
        runtime.emit({ type: 'OrganizationDomainVerified', data: { organization_id: organizationId, domain } });
      }),
    onAskRemove: (domain) => {
      if (!busy) setConfirming(domain);
    },
    onCancelRemove: () => setConfirming(null),
    onRemove: (domain) =>
      void change({ action: 'remove', domain }, async () => {
        await calls().removeDomain(organizationId, domain);
        if (!runtime.isMounted()) return;
        setDomains((listed) => listed.filter((item) => item.domain !== domain));
        setConfirming(null);
        setNotice({ kind: 'success', id: 'organizations.domains.removed', values: { domain } });
        runtime.emit({ type: 'OrganizationDomainRemoved', data: { organization_id: organizationId, domain } });
      }),
    onRetry: () => void load(),
  };
}
