/**
 * The emulator as a SAML 2.0 service provider (docs/organizations.md "SAML"), with samlify for
 * every signature and extraction. A response is accepted only when all of these hold, each its own
 * step below and its own test (tests/emulator/ssoSaml.test.ts):
 *   the schema (libxml2, no DTD)                       → sso_assertion_invalid
 *   one assertion, a direct child of the response      → sso_assertion_invalid (signature wrapping)
 *   the IdP's status is Success                        → sso_idp_refused
 *   a valid signature by the IdP's certificate (samlify) and one over the assertion itself
 *   the audience is this connection's entity ID       → sso_assertion_invalid
 *   the recipient and destination are this ACS         → sso_assertion_invalid
 *   NotBefore / NotOnOrAfter by the emulator's clock   → sso_clock_skew
 *   it answers this flow's AuthnRequest (InResponseTo) → sso_assertion_invalid
 *   its assertion ID was never accepted before        → sso_assertion_invalid (replay)
 */
import * as samlify from 'samlify';
import { DOMParser, XMLSerializer, type Document, type Element, type Node } from '@xmldom/xmldom';
import type { EmulatorContext } from '../../context';
import { ApiError } from '../../core/errors';
import type { ConnectionRow, SsoStore } from '../store';
import { validateSamlSchema } from './schema';

samlify.setSchemaValidator({ validate: validateSamlSchema });

/** Two minutes either way, as most service providers allow for clocks that drift. */
export const CLOCK_SKEW_MS = 2 * 60_000;
const MAX_RESPONSE_BYTES = 256 * 1024;
const NS = { saml: 'urn:oasis:names:tc:SAML:2.0:assertion', samlp: 'urn:oasis:names:tc:SAML:2.0:protocol', ds: 'http://www.w3.org/2000/09/xmldsig#' };
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

export const spEntityId = (origin: string, connectionId: string) => `${origin}/sso/saml/${connectionId}`;
export const acsUrl = (origin: string, connectionId: string) => `${origin}/sso/saml/${connectionId}/acs`;

export function serviceProvider(origin: string, connectionId: string) {
  return samlify.ServiceProvider({
    entityID: spEntityId(origin, connectionId),
    wantAssertionsSigned: true,
    authnRequestsSigned: false,
    nameIDFormat: [EMAIL_FORMAT],
    assertionConsumerService: [{ Binding: samlify.Constants.namespace.binding.post, Location: acsUrl(origin, connectionId) }],
  });
}

export function identityProvider(connection: Pick<ConnectionRow, 'saml_idp_entity_id' | 'saml_idp_sso_url' | 'saml_idp_certificate'>) {
  return samlify.IdentityProvider({
    entityID: connection.saml_idp_entity_id!,
    signingCert: connection.saml_idp_certificate!,
    wantAuthnRequestsSigned: false,
    singleSignOnService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: connection.saml_idp_sso_url! }],
  });
}

/** The AuthnRequest, by HTTP-Redirect: the URL to send the browser to, and the request's ID to expect back. */
export function loginRequest(origin: string, connection: ConnectionRow, state: string): { id: string; url: string } {
  const { id, context } = serviceProvider(origin, connection.connection_id).createLoginRequest(identityProvider(connection), 'redirect', { relayState: state });
  return { id, url: context };
}

export interface SamlIdentity {
  email: string;
  first_name: string;
  last_name: string;
}

const invalid = (why: string) => new ApiError(401, 'sso_assertion_invalid', `The SAML response was refused: ${why}.`);
const elements = (node: Document | Element, ns: string, name: string): Element[] => Array.from(node.getElementsByTagNameNS(ns, name) as unknown as ArrayLike<Element>);
const children = (node: Element, ns: string, name: string): Element[] =>
  (Array.from(node.childNodes as unknown as ArrayLike<Node>) as Element[]).filter((n) => n.nodeType === 1 && n.namespaceURI === ns && n.localName === name);

/** Maps samlify's refusals to the catalogue: a refusal by the IdP, a clock, or an answer that does not verify. */
function samlifyError(error: unknown): ApiError {
  const message = error instanceof Error ? error.message : String(error);
  if (message.startsWith('ERR_FAILED_STATUS')) return new ApiError(401, 'sso_idp_refused');
  if (message === 'ERR_SUBJECT_UNCONFIRMED' || message === 'ERR_EXPIRED_SESSION') return new ApiError(401, 'sso_clock_skew');
  return invalid(message === 'ERR_INVALID_XML' ? 'it is not a valid SAML 2.0 response' : 'its signature or issuer does not verify');
}

/**
 * Verifies a SAMLResponse (base64, HTTP-POST binding) for this flow's AuthnRequest and answers who
 * signed in. `expectedRequestId` is the flow's; `store` remembers assertion IDs (replay).
 */
export async function verifyLoginResponse(
  ctx: Pick<EmulatorContext, 'origin' | 'now'>,
  store: Pick<SsoStore, 'firstUseOfAssertion'>,
  connection: ConnectionRow,
  samlResponse: string,
  expectedRequestId: string,
): Promise<SamlIdentity> {
  if (samlResponse.length > MAX_RESPONSE_BYTES) throw invalid('it is too large');
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  await validateSamlSchema(xml).catch(() => {
    throw invalid('it is not a valid SAML 2.0 response');
  });
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const response = doc.documentElement!;

  // A refusal carries no assertion: its status is all there is to read (and it signs nobody in).
  const status = elements(doc, NS.samlp, 'StatusCode')[0]?.getAttribute('Value');
  if (status !== 'urn:oasis:names:tc:SAML:2.0:status:Success') throw new ApiError(401, 'sso_idp_refused');

  // Signature wrapping: one assertion in the whole document, and it is the response's own child.
  const assertions = elements(doc, NS.saml, 'Assertion');
  if (assertions.length !== 1 || assertions[0]!.parentNode !== (response as unknown as Node)) throw invalid('it must hold exactly one assertion, directly in the response');

  const sp = serviceProvider(ctx.origin, connection.connection_id);
  const idp = identityProvider(connection);
  let extract: Record<string, any>;
  try {
    ({ extract } = await sp.parseLoginResponse(idp, 'post', { body: { SAMLResponse: samlResponse } }));
  } catch (error) {
    throw samlifyError(error);
  }

  // A signature over the assertion itself: the response's own signature (if any) is set aside, and
  // samlify must still verify one, on the assertion, by the IdP's certificate.
  const withoutMessageSignature = new DOMParser().parseFromString(xml, 'text/xml');
  for (const signature of children(withoutMessageSignature.documentElement!, NS.ds, 'Signature')) withoutMessageSignature.documentElement!.removeChild(signature);
  let signedAssertion: string | null = null;
  try {
    [, signedAssertion] = samlify.SamlLib.verifySignature(new XMLSerializer().serializeToString(withoutMessageSignature), { metadata: idp.entityMeta });
  } catch {
    signedAssertion = null;
  }
  if (!signedAssertion) throw invalid('its assertion is not signed by the identity provider');

  // Everything below is read from the verified assertion, never from the rest of the document.
  const assertion = new DOMParser().parseFromString(signedAssertion, 'text/xml').documentElement!;
  const assertionId = assertion.getAttribute('ID') ?? '';
  if (!assertionId || assertionId !== assertions[0]!.getAttribute('ID')) throw invalid('its signed assertion is not the one it carries');

  const audiences = elements(assertion, NS.saml, 'Audience').map((a) => a.textContent?.trim());
  if (!audiences.includes(spEntityId(ctx.origin, connection.connection_id))) throw invalid('it was issued for another service provider (audience)');

  const acs = acsUrl(ctx.origin, connection.connection_id);
  const confirmation = elements(assertion, NS.saml, 'SubjectConfirmationData')[0];
  if (!confirmation || confirmation.getAttribute('Recipient') !== acs) throw invalid('it was issued for another recipient');
  const destination = response.getAttribute('Destination');
  if (destination && destination !== acs) throw invalid('it was sent to another destination');

  const nowMs = ctx.now().getTime();
  const conditions = elements(assertion, NS.saml, 'Conditions')[0];
  const notBefore = Date.parse(conditions?.getAttribute('NotBefore') ?? '');
  const notOnOrAfter = Math.min(Date.parse(conditions?.getAttribute('NotOnOrAfter') ?? ''), Date.parse(confirmation.getAttribute('NotOnOrAfter') ?? ''));
  if (!Number.isFinite(notOnOrAfter)) throw invalid('it has no NotOnOrAfter');
  if (nowMs >= notOnOrAfter + CLOCK_SKEW_MS || (Number.isFinite(notBefore) && nowMs < notBefore - CLOCK_SKEW_MS)) {
    throw new ApiError(401, 'sso_clock_skew');
  }

  if (confirmation.getAttribute('InResponseTo') !== expectedRequestId || extract.response?.inResponseTo !== expectedRequestId) {
    throw invalid('it does not answer this sign-in request (InResponseTo)');
  }

  // Replay: an assertion is accepted once, remembered for as long as it would be valid.
  if (!store.firstUseOfAssertion(assertionId, notOnOrAfter + CLOCK_SKEW_MS)) throw invalid('this assertion was already used (replay)');

  const attributes = new Map(
    elements(assertion, NS.saml, 'Attribute').map((a) => [a.getAttribute('Name') ?? '', elements(a, NS.saml, 'AttributeValue')[0]?.textContent?.trim() ?? '']),
  );
  const nameId = elements(assertion, NS.saml, 'NameID')[0];
  const email = (attributes.get('email') || (nameId?.getAttribute('Format') === EMAIL_FORMAT ? nameId.textContent?.trim() : '') || '').toLowerCase();
  if (!email) throw invalid('it names no email address');
  return { email, first_name: attributes.get('firstName') ?? '', last_name: attributes.get('lastName') ?? '' };
}
