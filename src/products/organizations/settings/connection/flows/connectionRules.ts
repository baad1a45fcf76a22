/** What the connection form accepts before any call (docs/organizations.md "The SSO connection"). */
import type { SsoConnectionInput } from '../../../../../client/organizationTypes';
import type { ErrorDescriptor } from '../../../../../flows/state';
import type { ConnectionDraft, ConnectionField } from '../screens/connectionTypes';

/** The server's limit on a metadata document. */
export const METADATA_MAX_BYTES = 512 * 1024;

const urlError = (typed: string): ErrorDescriptor | null => {
  const value = typed.trim();
  if (!value) return { id: 'organizations.connection.urlRequired' };
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : { id: 'organizations.connection.urlInvalid' };
  } catch {
    return { id: 'organizations.connection.urlInvalid' };
  }
};

/** The call's input, or each field's reason. `metadataXml` is the chosen file's text (undefined: none chosen). */
export function readConnection(draft: ConnectionDraft, metadataXml: string | undefined): { input: SsoConnectionInput } | { errors: Partial<Record<ConnectionField, ErrorDescriptor>> } {
  const errors: Partial<Record<ConnectionField, ErrorDescriptor>> = {};
  if (draft.type === 'oidc') {
    const issuer = urlError(draft.issuer);
    if (issuer) errors.issuer = issuer;
    if (!draft.clientId.trim()) errors.clientId = { id: 'organizations.connection.clientIdRequired' };
    if (issuer || errors.clientId) return { errors };
    return { input: { type: 'oidc', issuer: draft.issuer.trim(), client_id: draft.clientId.trim(), client_secret: draft.clientSecret } };
  }
  if (draft.samlSource === 'url') {
    const url = urlError(draft.metadataUrl);
    return url ? { errors: { metadataUrl: url } } : { input: { type: 'saml', metadata_url: draft.metadataUrl.trim() } };
  }
  return metadataXml ? { input: { type: 'saml', metadata_xml: metadataXml } } : { errors: { metadataFile: { id: 'organizations.connection.fileRequired' } } };
}
