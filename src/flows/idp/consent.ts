/** SPEC §4, §6: what the consent screen shows, from the preflight's answer. Pure. */
import type { Bootstrap, IDPAuthorizeStartResponse } from '../../client/types';
import type { ConsentManifest, ConsentManifestGenerator, ConsentScope, IDPConsentModel } from '../../screens/idpTypes';
import { isHttpUrl } from './params';

/** The OpenID Connect scopes: a request for these alone is "sign in", anything more is "access". */
export const STANDARD_SCOPES: ReadonlySet<string> = new Set(['openid', 'profile', 'email', 'phone', 'offline_access']);

export interface ConsentInputs {
  preflight: IDPAuthorizeStartResponse;
  redirectUri: string;
  /** The access policy's scope descriptions (SPEC §3 bootstrap rbacPolicy). */
  policy: Bootstrap['rbacPolicy'];
  /** What to call a client with no name and no parsable redirect host ('The App', translated). */
  fallbackClientName: string;
  generator?: ConsentManifestGenerator;
}

/** SPEC §6: the client's name, else its redirect host, else the fallback. */
export function clientNameOf(name: string | undefined, redirectUri: string, fallback: string): string {
  if (name?.trim()) return name.trim();
  try {
    return new URL(redirectUri).host || fallback;
  } catch {
    return fallback;
  }
}

export function buildConsent({ preflight, redirectUri, policy, fallbackClientName, generator }: ConsentInputs): IDPConsentModel {
  const clientName = clientNameOf(preflight.client.client_name, redirectUri, fallbackClientName);
  const described = (scope: string, server: string): ConsentScope => {
    const description = policy?.scopes.find((s) => s.scope === scope)?.description || server || undefined;
    return description === undefined ? { scope } : { scope, description };
  };
  const scopes = preflight.scope_results.filter((r) => r.is_grantable).map((r) => described(r.scope, r.description));
  const ungrantableScopes = preflight.scope_results.filter((r) => !r.is_grantable).map((r) => described(r.scope, r.description));
  const logo = preflight.client.logo_url;
  return {
    clientName,
    ...(logo && isHttpUrl(logo) ? { logoUrl: logo } : {}),
    scopes,
    ungrantableScopes,
    standardOnly: preflight.scope_results.every((r) => STANDARD_SCOPES.has(r.scope)),
    manifest: generator ? manifestFrom(generator, scopes.map((s) => s.scope), clientName) : null,
  };
}

/** SPEC §6: a generator that throws (or answers something else than a manifest) is logged, and the default used. */
function manifestFrom(generator: ConsentManifestGenerator, scopes: string[], clientName: string): ConsentManifest | null {
  try {
    const manifest = generator({ scopes, clientName });
    if (isManifest(manifest)) return manifest;
    throw new TypeError('the consent manifest must be a list of { header, items } sections');
  } catch (error) {
    console.error('[portico] getConsentManifest failed; the default consent text is shown:', error);
    return null;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

function isManifest(value: unknown): value is ConsentManifest {
  return (
    Array.isArray(value) &&
    value.every(
      (section: { header?: unknown; items?: unknown }) =>
        isText(section?.header) &&
        Array.isArray(section.items) &&
        section.items.every(
          (item: { text?: unknown; details?: unknown }) =>
            isText(item) || (isText(item?.text) && (item.details === undefined || (Array.isArray(item.details) && item.details.every(isText)))),
        ),
    )
  );
}
