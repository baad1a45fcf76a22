/**
 * Which SAML refusals were only about time. @better-auth/sso answers every response samlify refuses
 * with one `saml_error` ("Invalid SAML response"), so an expired assertion and a forged one read
 * alike. The catalogue says them apart (`sso_clock_skew`, docs/organizations.md), as the emulator
 * does: after the sso plugin refused a response, this reads it again with samlify against the same
 * provider's certificates, its time conditions set aside. Only an assertion whose signature and
 * issuer hold, and whose NotBefore / NotOnOrAfter are out of the plugin's allowance, is "expired";
 * anything else stays an invalid assertion. It never accepts anything: the refusal stands.
 */
import type { GenericEndpointContext } from 'better-auth';

/** The code the ACS's error redirect carries instead of `saml_error`; the return route maps it to sso_clock_skew. */
export const ASSERTION_OUT_OF_TIME = 'saml_assertion_out_of_time';

/** @better-auth/sso's own allowance and response limit when its `saml` options do not set them. */
const DEFAULT_CLOCK_SKEW_MS = 5 * 60 * 1000;
const DEFAULT_MAX_RESPONSE_SIZE = 256 * 1024;
/** Wide enough that samlify's own time check never refuses: the times are judged below. */
const ANY_TIME = 100 * 365 * 24 * 60 * 60 * 1000;

interface SamlConfig {
  cert?: string | string[];
  idpMetadata?: { metadata?: string; entityID?: string; cert?: string | string[]; isAssertionEncrypted?: boolean };
  spMetadata?: { encPrivateKey?: string; encPrivateKeyPass?: string };
}
type SsoPlugin = { options?: { saml?: { clockSkew?: number; maxResponseSize?: number } } };

const isOutside = (conditions: { notBefore?: string; notOnOrAfter?: string } | undefined, skew: number) => {
  const now = Date.now();
  const notBefore = conditions?.notBefore ? Date.parse(conditions.notBefore) : NaN;
  const notOnOrAfter = conditions?.notOnOrAfter ? Date.parse(conditions.notOnOrAfter) : NaN;
  return now < notBefore - skew || now > notOnOrAfter + skew;
};

/** True when the refused response is a genuine assertion of this provider's IdP out of its time window. */
export async function refusedOnlyForTime(ctx: GenericEndpointContext, providerId: string, samlResponse: string): Promise<boolean> {
  const saml = (ctx.context.getPlugin('sso') as SsoPlugin | null)?.options?.saml;
  // A response the sso plugin refused for its size is not read again.
  if (new TextEncoder().encode(samlResponse).length > (saml?.maxResponseSize ?? DEFAULT_MAX_RESPONSE_SIZE)) return false;
  try {
    const row = await ctx.context.adapter.findOne<{ samlConfig?: string | null }>({ model: 'ssoProvider', where: [{ field: 'providerId', value: providerId }] });
    if (!row?.samlConfig) return false;
    const config = (typeof row.samlConfig === 'string' ? JSON.parse(row.samlConfig) : row.samlConfig) as SamlConfig;
    const samlify = await import('samlify');
    const encrypted = config.idpMetadata?.isAssertionEncrypted === true;
    const cert = config.idpMetadata?.cert ?? config.cert;
    const idp = config.idpMetadata?.metadata
      ? samlify.IdentityProvider({ metadata: config.idpMetadata.metadata, isAssertionEncrypted: encrypted })
      : samlify.IdentityProvider({ entityID: config.idpMetadata?.entityID, signingCert: Array.isArray(cert) ? cert : cert ? [cert] : undefined, isAssertionEncrypted: encrypted });
    const sp = samlify.ServiceProvider({
      entityID: 'portico-assertion-time',
      encPrivateKey: config.spMetadata?.encPrivateKey,
      encPrivateKeyPass: config.spMetadata?.encPrivateKeyPass,
      clockDrifts: [-ANY_TIME, ANY_TIME],
    });
    // samlify checks the signature by the IdP's certificates and the issuer before anything else.
    const { extract } = await sp.parseLoginResponse(idp, 'post', { body: { SAMLResponse: samlResponse.replace(/\s+/g, '') } });
    return isOutside(extract?.conditions, saml?.clockSkew ?? DEFAULT_CLOCK_SKEW_MS);
  } catch {
    return false;
  }
}
