/** An identity provider's SAML metadata (by URL or file), read with samlify: entity ID, SSO URL, certificate. */
import * as samlify from 'samlify';
import { ApiError } from '../core/errors';

const MAX_METADATA_BYTES = 512 * 1024;

export interface SamlIdpSettings {
  saml_idp_entity_id: string;
  saml_idp_sso_url: string;
  saml_idp_certificate: string;
}

const refused = (why: string) => new ApiError(400, 'sso_metadata_invalid', `The identity provider\u2019s metadata could not be used: ${why}.`);

export function readIdpMetadata(xml: string): SamlIdpSettings {
  if (xml.length > MAX_METADATA_BYTES) throw refused('it is too large');
  if (/<!DOCTYPE/i.test(xml)) throw refused('a DTD is not allowed');
  let meta;
  try {
    meta = samlify.IdentityProvider({ metadata: xml }).entityMeta;
  } catch {
    throw refused('it is not SAML 2.0 metadata');
  }
  const entityId = meta.getEntityID();
  const ssoUrl = meta.getSingleSignOnService('redirect'); // samlify names bindings by their short name here
  const certificate = meta.getX509Certificate('signing');
  const cert = Array.isArray(certificate) ? certificate[0] : certificate;
  if (!entityId) throw refused('it has no entityID');
  if (typeof ssoUrl !== 'string' || !/^https?:\/\//.test(ssoUrl)) throw refused('it has no HTTP-Redirect SingleSignOnService');
  if (!cert) throw refused('it has no signing certificate');
  return { saml_idp_entity_id: entityId, saml_idp_sso_url: ssoUrl, saml_idp_certificate: String(cert).replace(/\s+/g, '') };
}

/** Reads metadata from its URL (http(s), 5 s, 512 KiB). */
export async function fetchIdpMetadata(url: string): Promise<SamlIdpSettings> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'error' });
  } catch (error) {
    throw refused(`${url} could not be fetched (${(error as Error).message})`);
  }
  if (!response.ok) throw refused(`${url} answered ${response.status}`);
  return readIdpMetadata(await response.text());
}
