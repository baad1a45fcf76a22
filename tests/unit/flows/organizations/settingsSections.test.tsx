// @vitest-environment jsdom
/**
 * The organization settings' Domains and SSO connection flows with a fake client's organizations
 * calls (docs/organizations.md "Domains and SSO connection settings"): bad input says why and sends
 * nothing; the server's refusals reach the section's live region in the catalogue's ids.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { AuthClient } from '../../../../src/client/types';
import type { OrganizationCalls, OrganizationDomain, SsoConnection, SsoConnectionInput } from '../../../../src/client/organizationTypes';
import type { PorticoEvent } from '../../../../src/flows/events';
import { useDomains } from '../../../../src/products/organizations/settings/domains/flows/useDomains';
import { useSsoConnection } from '../../../../src/products/organizations/settings/connection/flows/useSsoConnection';
import { flush, renderHook } from '../../../fakes/renderHook';

const record = (domain: string) => ({ name: `_portico-verification.${domain}`, value: `portico-verification=token-${domain}` });
const refusal = (error_type: string) => Object.assign(new Error(error_type), { error_type, status_code: 400 });

/** A fake of the organizations calls these sections use: an in-memory organization, every call recorded. */
function fakeOrganizationCalls(start: { domains?: OrganizationDomain[]; connection?: SsoConnection | null; refuse?: Partial<Record<keyof OrganizationCalls, string>> } = {}) {
  let domains = [...(start.domains ?? [])];
  let connection = start.connection ?? null;
  const calls: Array<[string, ...unknown[]]> = [];
  const refuse = (name: keyof OrganizationCalls) => {
    if (start.refuse?.[name]) throw refusal(start.refuse[name]!);
  };
  const organizations = {
    domains: async (id: string) => (calls.push(['domains', id]), refuse('domains'), { domains }),
    addDomain: async (id: string, domain: string) => {
      calls.push(['addDomain', id, domain]);
      refuse('addDomain');
      const added = { domain, verified: false, txt_record: record(domain) };
      domains = [...domains, added];
      return { domain: added };
    },
    verifyDomain: async (id: string, domain: string) => {
      calls.push(['verifyDomain', id, domain]);
      refuse('verifyDomain');
      domains = domains.map((d) => (d.domain === domain ? { ...d, verified: true } : d));
      return { domain: domains.find((d) => d.domain === domain)! };
    },
    removeDomain: async (id: string, domain: string) => {
      calls.push(['removeDomain', id, domain]);
      refuse('removeDomain');
      domains = domains.filter((d) => d.domain !== domain);
    },
    connection: async (id: string) => (calls.push(['connection', id]), refuse('connection'), { connection }),
    saveConnection: async (id: string, input: SsoConnectionInput) => {
      calls.push(['saveConnection', id, input]);
      refuse('saveConnection');
      connection =
        input.type === 'oidc'
          ? { connection_id: 'c1', type: 'oidc', oidc: { issuer: input.issuer, client_id: input.client_id, redirect_uri: 'https://auth.test/sso/oidc/callback' } }
          : { connection_id: 'c1', type: 'saml', saml: { idp_entity_id: 'idp', idp_sso_url: 'https://idp.test/sso', metadata_url: 'metadata_url' in input ? input.metadata_url : null, sp_entity_id: 'https://auth.test/sso/saml/c1', acs_url: 'https://auth.test/sso/saml/c1/acs', sp_metadata_url: 'https://auth.test/sso/saml/c1/metadata' } };
      return { connection };
    },
    deleteConnection: async (id: string) => {
      calls.push(['deleteConnection', id]);
      refuse('deleteConnection');
      connection = null;
    },
  } as unknown as OrganizationCalls;
  return { client: { organizations } as unknown as AuthClient, calls, writes: () => calls.filter(([name]) => !['domains', 'connection'].includes(name)) };
}

function render<R>(useFlow: (args: { client: AuthClient; organizationId: string; callbacks: { onEvent(e: PorticoEvent): void; onError(): void } }) => R, client: AuthClient) {
  const events: PorticoEvent[] = [];
  const hook = renderHook(() => useFlow({ client, organizationId: 'org-1', callbacks: { onEvent: (e) => events.push(e), onError: () => undefined } }));
  return { ...hook, events };
}

describe('useDomains', () => {
  it('lists the verified domains first, then those still to publish', async () => {
    const fake = fakeOrganizationCalls({ domains: [{ domain: 'b.test', verified: false, txt_record: record('b.test') }, { domain: 'a.test', verified: true, txt_record: record('a.test') }] });
    const flow = render(useDomains, fake.client);
    await flush();
    expect(flow.result.current.status).toBe('ready');
    expect(flow.result.current.domains.map((d) => `${d.domain}:${d.verified}`)).toEqual(['a.test:true', 'b.test:false']);
    expect(flow.result.current.domains[1]!.record).toEqual(record('b.test'));
  });

  it.each([
    ['', 'organizations.domains.required'],
    ['https://acme.test/login', 'organizations.domains.invalid'],
    ['acme', 'organizations.domains.invalid'],
    ['acme.test.', 'organizations.domains.invalid'],
    ['a.test', 'organizations.domains.duplicate'],
  ])('given %j › says %s and sends nothing', async (typed, id) => {
    const fake = fakeOrganizationCalls({ domains: [{ domain: 'a.test', verified: true, txt_record: record('a.test') }] });
    const flow = render(useDomains, fake.client);
    await flush();
    act(() => flow.result.current.onDraftChange(typed));
    act(() => flow.result.current.onAdd());
    await flush();
    expect(flow.result.current.draftError).toEqual({ id });
    expect(fake.writes()).toEqual([]);
  });

  it('adds a domain as the server stores it (trimmed, lower case), clears the field, says so and emits', async () => {
    const fake = fakeOrganizationCalls();
    const flow = render(useDomains, fake.client);
    await flush();
    act(() => flow.result.current.onDraftChange('  Acme.TEST '));
    act(() => flow.result.current.onAdd());
    await flush();
    expect(fake.writes()).toEqual([['addDomain', 'org-1', 'acme.test']]);
    expect(flow.result.current.draft).toBe('');
    expect(flow.result.current.notice).toEqual({ kind: 'success', id: 'organizations.domains.added', values: { domain: 'acme.test' } });
    expect(flow.events).toEqual([{ type: 'OrganizationDomainAdded', data: { organization_id: 'org-1', domain: 'acme.test' } }]);
  });

  it("given a record not published yet › the server's refusal in the live region, the domain still unverified", async () => {
    const fake = fakeOrganizationCalls({ domains: [{ domain: 'a.test', verified: false, txt_record: record('a.test') }], refuse: { verifyDomain: 'domain_verification_failed' } });
    const flow = render(useDomains, fake.client);
    await flush();
    act(() => flow.result.current.onVerify('a.test'));
    await flush();
    expect(flow.result.current.notice).toMatchObject({ kind: 'error', error: { id: 'error.domain_verification_failed' } });
    expect(flow.result.current.domains[0]!.verified).toBe(false);
    expect(flow.result.current.busy).toBeNull();
  });

  it('removes only after the question, then says so', async () => {
    const fake = fakeOrganizationCalls({ domains: [{ domain: 'a.test', verified: true, txt_record: record('a.test') }] });
    const flow = render(useDomains, fake.client);
    await flush();
    act(() => flow.result.current.onAskRemove('a.test'));
    expect(flow.result.current.confirming).toBe('a.test');
    expect(fake.writes()).toEqual([]);
    act(() => flow.result.current.onRemove('a.test'));
    await flush();
    expect(fake.writes()).toEqual([['removeDomain', 'org-1', 'a.test']]);
    expect(flow.result.current.domains).toEqual([]);
    expect(flow.result.current.confirming).toBeNull();
    expect(flow.result.current.notice).toMatchObject({ kind: 'success', id: 'organizations.domains.removed' });
  });
});

describe('useSsoConnection', () => {
  it('given a bad issuer and no client ID › each field says why and nothing is sent', async () => {
    const fake = fakeOrganizationCalls();
    const flow = render(useSsoConnection, fake.client);
    await flush();
    expect(flow.result.current.connection).toBeNull();
    act(() => flow.result.current.onEdit());
    act(() => flow.result.current.onDraftChange({ issuer: 'login.acme.test' }));
    act(() => flow.result.current.onSave());
    await flush();
    expect(flow.result.current.errors).toEqual({ issuer: { id: 'organizations.connection.urlInvalid' }, clientId: { id: 'organizations.connection.clientIdRequired' } });
    expect(fake.writes()).toEqual([]);
  });

  it('saves SAML by metadata URL: the SP values for the IdP\u2019s admin, and an event', async () => {
    const fake = fakeOrganizationCalls();
    const flow = render(useSsoConnection, fake.client);
    await flush();
    act(() => flow.result.current.onEdit());
    act(() => flow.result.current.onDraftChange({ type: 'saml', metadataUrl: ' https://idp.test/metadata ' }));
    act(() => flow.result.current.onSave());
    await flush();
    expect(fake.writes()).toEqual([['saveConnection', 'org-1', { type: 'saml', metadata_url: 'https://idp.test/metadata' }]]);
    expect(flow.result.current.editing).toBe(false);
    expect(flow.result.current.connection).toMatchObject({ type: 'saml', acsUrl: 'https://auth.test/sso/saml/c1/acs', spMetadataUrl: 'https://auth.test/sso/saml/c1/metadata' });
    expect(flow.events).toEqual([{ type: 'OrganizationSsoConnectionSaved', data: { organization_id: 'org-1', connection_type: 'saml' } }]);
  });

  it('sends a picked metadata file\u2019s text; refuses one too large without reading it, and none at all', async () => {
    const fake = fakeOrganizationCalls();
    const flow = render(useSsoConnection, fake.client);
    await flush();
    act(() => flow.result.current.onEdit());
    act(() => flow.result.current.onDraftChange({ type: 'saml', samlSource: 'file' }));
    act(() => flow.result.current.onSave());
    expect(flow.result.current.errors).toEqual({ metadataFile: { id: 'organizations.connection.fileRequired' } });
    act(() => flow.result.current.onFile(new File(['x'.repeat(512 * 1024 + 1)], 'huge.xml')));
    expect(flow.result.current.errors).toEqual({ metadataFile: { id: 'organizations.connection.fileTooLarge' } });
    act(() => flow.result.current.onSave());
    await flush();
    expect(fake.writes()).toEqual([]);
    act(() => flow.result.current.onFile(new File(['<EntityDescriptor/>'], 'idp.xml', { type: 'application/xml' })));
    await flush();
    expect(flow.result.current.draft.fileName).toBe('idp.xml');
    act(() => flow.result.current.onSave());
    await flush();
    expect(fake.writes()).toEqual([['saveConnection', 'org-1', { type: 'saml', metadata_xml: '<EntityDescriptor/>' }]]);
  });

  it('removes after the question; the notice says single sign-on is no longer required', async () => {
    const fake = fakeOrganizationCalls({ connection: { connection_id: 'c1', type: 'oidc', oidc: { issuer: 'https://idp.test', client_id: 'x', redirect_uri: 'https://auth.test/cb' } } });
    const flow = render(useSsoConnection, fake.client);
    await flush();
    expect(flow.result.current.connection).toEqual({ type: 'oidc', issuer: 'https://idp.test', clientId: 'x', redirectUri: 'https://auth.test/cb' });
    act(() => flow.result.current.onAskRemove());
    expect(flow.result.current.confirmingRemove).toBe(true);
    act(() => flow.result.current.onRemove());
    await flush();
    expect(fake.writes()).toEqual([['deleteConnection', 'org-1']]);
    expect(flow.result.current.connection).toBeNull();
    expect(flow.result.current.notice).toEqual({ kind: 'success', id: 'organizations.connection.removed' });
    expect(flow.events).toEqual([{ type: 'OrganizationSsoConnectionRemoved', data: { organization_id: 'org-1' } }]);
  });

  it('a refused save keeps the form open with the server\u2019s words', async () => {
    const fake = fakeOrganizationCalls({ refuse: { saveConnection: 'sso_metadata_invalid' } });
    const flow = render(useSsoConnection, fake.client);
    await flush();
    act(() => flow.result.current.onEdit());
    act(() => flow.result.current.onDraftChange({ type: 'saml', metadataUrl: 'https://idp.test/metadata' }));
    act(() => flow.result.current.onSave());
    await flush();
    expect(flow.result.current.editing).toBe(true);
    expect(flow.result.current.notice).toMatchObject({ kind: 'error', error: { id: 'error.sso_metadata_invalid' } });
  });
});
