/**
 * The SSO connection section's flow (docs/organizations.md "The SSO connection"): the only code of
 * the section that calls the client. Reads the connection; saves one (OIDC, or SAML metadata by
 * URL or file, checked first, no call for bad input); replaces it; removes it after a yes.
 */
import { useEffect, useState } from 'react';
import type { OrganizationCalls, SsoConnection } from '../../../../../client/organizationTypes';
import { useHostRuntime, type HostArgs } from '../../../../../flows/runtime';
import type { ConnectionDraft, ConnectionView, SsoConnectionSettingsProps } from '../screens/connectionTypes';
import { METADATA_MAX_BYTES, readConnection } from './connectionRules';

export interface SsoConnectionArgs extends HostArgs {
  organizationId: string;
}

const EMPTY: ConnectionDraft = { type: 'oidc', issuer: '', clientId: '', clientSecret: '', samlSource: 'url', metadataUrl: '', fileName: null };

export function toConnectionView(connection: SsoConnection): ConnectionView | null {
  const { oidc, saml } = connection;
  if (connection.type === 'oidc' && oidc) return { type: 'oidc', issuer: oidc.issuer, clientId: oidc.client_id, redirectUri: oidc.redirect_uri };
  if (connection.type === 'saml' && saml) {
    return { type: 'saml', idpEntityId: saml.idp_entity_id, idpSsoUrl: saml.idp_sso_url, metadataUrl: saml.metadata_url, spEntityId: saml.sp_entity_id, acsUrl: saml.acs_url, spMetadataUrl: saml.sp_metadata_url };
  }
  return null;
}

/** Replacing starts from what is there (never the secret, which the server keeps to itself). */
const draftOf = (connection: ConnectionView | null): ConnectionDraft => {
  if (connection?.type === 'oidc') return { ...EMPTY, issuer: connection.issuer, clientId: connection.clientId };
  if (connection?.type === 'saml') return { ...EMPTY, type: 'saml', samlSource: connection.metadataUrl ? 'url' : 'file', metadataUrl: connection.metadataUrl ?? '' };
  return EMPTY;
};

export function useSsoConnection(args: SsoConnectionArgs): SsoConnectionSettingsProps {
  const runtime = useHostRuntime(args);
  const organizationId = args.organizationId;
  const [status, setStatus] = useState<SsoConnectionSettingsProps['status']>('loading');
  const [connection, setConnection] = useState<ConnectionView | null>(null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ConnectionDraft>(EMPTY);
  const [metadataXml, setMetadataXml] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<SsoConnectionSettingsProps['errors']>({});
  const [busy, setBusy] = useState<SsoConnectionSettingsProps['busy']>(null);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const [notice, setNotice] = useState<SsoConnectionSettingsProps['notice']>(null);

  const calls = (): OrganizationCalls => {
    const organizations = runtime.args.client.organizations;
    if (!organizations) throw new Error('Portico: this client has no organizations calls (docs/organizations.md).');
    return organizations;
  };

  const load = async () => {
    setStatus('loading');
    try {
      const answer = await calls().connection(organizationId);
      if (!runtime.isMounted()) return;
      setConnection(answer.connection ? toConnectionView(answer.connection) : null);
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

  const run = async (kind: 'save' | 'remove', work: () => Promise<void>) => {
    if (busy) return;
    setBusy(kind);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      const descriptor = runtime.fail(error);
      if (runtime.isMounted()) setNotice({ kind: 'error', error: descriptor });
    } finally {
      if (runtime.isMounted()) setBusy(null);
    }
  };

  return {
    status,
    connection,
    editing,
    draft,
    errors,
    busy,
    confirmingRemove,
    notice,
    onEdit: () => {
      if (busy) return;
      setDraft(draftOf(connection));
      setMetadataXml(undefined);
      setErrors({});
      setNotice(null);
      setConfirmingRemove(false);
      setEditing(true);
    },
    onCancelEdit: () => {
      if (busy !== 'save') setEditing(false);
    },
    onDraftChange: (changes) => {
      setDraft((current) => ({ ...current, ...changes }));
      setErrors((current) => {
        const next = { ...current };
        if ('issuer' in changes) delete next.issuer;
        if ('clientId' in changes) delete next.clientId;
        if ('metadataUrl' in changes) delete next.metadataUrl;
        return next;
      });
    },
    onFile: (file) => {
      setErrors(({ metadataFile: _, ...rest }) => rest);
      setMetadataXml(undefined);
      setDraft((current) => ({ ...current, fileName: file?.name ?? null }));
      if (!file) return;
      if (file.size > METADATA_MAX_BYTES) return setErrors((current) => ({ ...current, metadataFile: { id: 'organizations.connection.fileTooLarge' } }));
      file.text().then(
        (text) => runtime.isMounted() && (text.trim() ? setMetadataXml(text) : setErrors((current) => ({ ...current, metadataFile: { id: 'organizations.connection.fileUnreadable' } }))),
        () => runtime.isMounted() && setErrors((current) => ({ ...current, metadataFile: { id: 'organizations.connection.fileUnreadable' } })),
      );
    },
    onSave: () => {
      if (draft.type === 'saml' && draft.samlSource === 'file' && errors.metadataFile) return;
      const read = readConnection(draft, metadataXml);
      if ('errors' in read) return setErrors(read.errors);
      void run('save', async () => {
        const answer = await calls().saveConnection(organizationId, read.input);
        if (!runtime.isMounted()) return;
        setConnection(toConnectionView(answer.connection));
        setEditing(false);
        setNotice({ kind: 'success', id: 'organizations.connection.saved' });
        runtime.emit({ type: 'OrganizationSsoConnectionSaved', data: { organization_id: organizationId, connection_type: answer.connection.type } });
      });
    },
    onAskRemove: () => {
      if (!busy) setConfirmingRemove(true);
    },
    onCancelRemove: () => setConfirmingRemove(false),
    onRemove: () =>
      void run('remove', async () => {
        await calls().deleteConnection(organizationId);
        if (!runtime.isMounted()) return;
        setConnection(null);
        setConfirmingRemove(false);
        setNotice({ kind: 'success', id: 'organizations.connection.removed' });
        runtime.emit({ type: 'OrganizationSsoConnectionRemoved', data: { organization_id: organizationId } });
      }),
    onRetry: () => void load(),
  };
}
