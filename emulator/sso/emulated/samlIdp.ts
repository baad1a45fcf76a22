/**
 * An emulated SAML 2.0 identity provider per tenant, on the emulator's own (loopback) origin:
 * metadata at `/sso/emulated/saml/<tenant>/metadata`, AuthnRequests by HTTP-Redirect, responses by
 * HTTP-POST with the assertion signed by samlify with the tenant's key (never signed by hand). The
 * faults of page.ts change the assertion's values before it is signed, or the key that signs it.
 */
import { z } from 'zod';
import type { Context, Hono } from 'hono';
import * as samlify from 'samlify';
import type { EmulatorContext, EmulatorEnv } from '../../context';
import { readFields } from '../../core/http';
import { escapeHtml } from '../../core/html';
import { isProjectOrigin } from '../../core/origins';
import * as field from '../../core/schemas';
import { idpKey } from './keys';
import { expiring } from './memory';
import { PAGE_CSP, renderAutoPost, renderIdpPage, renderIdpProblem, SAML_FAULTS, type SamlFault } from './page';

const { binding } = samlify.Constants.namespace;
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

interface Pending {
  requestId: string;
  issuer: string;
  acs: string;
  relayState: string;
}
const name = z.string().trim().max(100).default('');
const signIn = z.object({ request: z.string().min(1).max(128), action: z.enum(['sign_in', 'cancel']), email: z.string().default(''), first_name: name, last_name: name, fault: z.enum(Object.keys(SAML_FAULTS) as [SamlFault, ...SamlFault[]]).default('none') });

export const samlIdpEntityId = (origin: string, tenant: string) => `${origin}/sso/emulated/saml/${tenant}`;

async function identityProvider(ctx: EmulatorContext, tenant: string, keyName = `saml:${tenant}`) {
  const key = await idpKey(ctx, keyName);
  const published = keyName === `saml:${tenant}` ? key : await idpKey(ctx, `saml:${tenant}`);
  return samlify.IdentityProvider({
    entityID: samlIdpEntityId(ctx.origin, tenant),
    privateKey: key.privatePem,
    // The metadata always publishes the tenant's certificate; the rogue key signs without it.
    signingCert: keyName === `saml:${tenant}` ? key.certificatePem : published.certificatePem,
    nameIDFormat: [EMAIL_FORMAT],
    singleSignOnService: [{ Binding: binding.redirect, Location: `${samlIdpEntityId(ctx.origin, tenant)}/sso` }],
    wantAuthnRequestsSigned: false,
  });
}

/** The service provider as the AuthnRequest names it: its entity ID and ACS, nothing else trusted. */
const serviceProvider = (issuer: string, acs: string, wantAssertionsSigned: boolean) =>
  samlify.ServiceProvider({ entityID: issuer, wantAssertionsSigned, wantMessageSigned: !wantAssertionsSigned, assertionConsumerService: [{ Binding: binding.post, Location: acs }] });

export function registerEmulatedSaml(app: Hono<EmulatorEnv>, ctx: EmulatorContext): void {
  const pending = expiring<Pending>(ctx, 'saml-requests');
  const base = '/sso/emulated/saml/:tenant';
  const html = (c: Context<EmulatorEnv>, body: string, status: 200 | 400 = 200, nonce?: string) => {
    c.header('Content-Security-Policy', PAGE_CSP(nonce));
    c.header('Cache-Control', 'no-store');
    // A page for a person; a program reads what went wrong here (as on the emulated social providers).
    if (status >= 400) c.header('X-Portico-Error-Type', 'invalid_request');
    return c.html(body, status);
  };

  app.get(`${base}/metadata`, async (c) => {
    c.header('Content-Type', 'application/samlmetadata+xml');
    return c.body((await identityProvider(ctx, c.req.param('tenant'))).getMetadata());
  });

  app.get(`${base}/sso`, async (c) => {
    const tenant = c.req.param('tenant');
    let extract: Record<string, any>;
    try {
      // Parsed with samlify; the request is unsigned, so any service provider may stand for the parse.
      const placeholder = serviceProvider('urn:portico:any-service-provider', 'http://localhost/', true);
      ({ extract } = await (await identityProvider(ctx, tenant)).parseLoginRequest(placeholder, 'redirect', { query: c.req.query() }));
    } catch {
      return html(c, renderIdpProblem('Invalid sign-in request', 'The SAMLRequest could not be read. Go back to the app and start again.'), 400);
    }
    const acs = String(extract.request?.assertionConsumerServiceUrl ?? '');
    let acsOrigin = '';
    try {
      acsOrigin = new URL(acs).origin;
    } catch {
      acsOrigin = '';
    }
    if (!acsOrigin || !isProjectOrigin(ctx.config.allowed_origins, acsOrigin)) {
      return html(c, renderIdpProblem('Service provider not allowed', 'The AssertionConsumerServiceURL must be on loopback or one of the project\u2019s allowed_origins.'), 400);
    }
    const request = ctx.token(32);
    pending.set(request, { requestId: String(extract.request.id), issuer: String(extract.issuer ?? ''), acs, relayState: c.req.query('RelayState') ?? '' }, 10 * 60_000);
    return html(c, renderIdpPage({ protocol: 'SAML', tenant, action: `/sso/emulated/saml/${tenant}/sso`, request, audience: new URL(acs).host, faults: SAML_FAULTS }));
  });

  app.post(`${base}/sso`, async (c) => {
    const tenant = c.req.param('tenant');
    const form = signIn.safeParse(await readFields(c).catch(() => null));
    const request = form.success ? pending.get(form.data.request) : null;
    if (!form.success || !request) return html(c, renderIdpProblem('This sign-in request has expired', 'Go back to the app and start again.'), 400);
    const email = field.email.safeParse(form.data.email);
    if (form.data.action === 'sign_in' && form.data.fault !== 'refuse' && !email.success) {
      return html(c, renderIdpPage({ protocol: 'SAML', tenant, action: `/sso/emulated/saml/${tenant}/sso`, request: form.data.request, audience: new URL(request.acs).host, faults: SAML_FAULTS, error: 'Enter a valid work email address.' }), 400);
    }
    pending.take(form.data.request);
    const fault: SamlFault = form.data.action === 'cancel' ? 'refuse' : form.data.fault;
    const idp = await identityProvider(ctx, tenant, fault === 'bad_signature' ? 'rogue' : `saml:${tenant}`);
    // A refusal has no assertion to sign: samlify signs the message instead.
    const sp = serviceProvider(request.issuer, request.acs, fault !== 'unsigned_assertion' && fault !== 'refuse');
    const nowMs = ctx.now().getTime() + (fault === 'not_yet_valid' ? 10 * 60_000 : fault === 'expired' ? -60 * 60_000 : 0);
    const iso = (ms: number) => new Date(ms).toISOString();
    const values = {
      ID: `_${ctx.token(20)}`,
      AssertionID: `_${ctx.token(20)}`,
      Destination: request.acs,
      Audience: fault === 'wrong_audience' ? `${request.issuer}/other` : request.issuer,
      SubjectRecipient: fault === 'wrong_recipient' ? `${request.acs}/other` : request.acs,
      Issuer: samlIdpEntityId(ctx.origin, tenant),
      IssueInstant: iso(nowMs),
      StatusCode: fault === 'refuse' ? 'urn:oasis:names:tc:SAML:2.0:status:Responder' : 'urn:oasis:names:tc:SAML:2.0:status:Success',
      ConditionsNotBefore: iso(nowMs - 60_000),
      ConditionsNotOnOrAfter: iso(nowMs + 5 * 60_000),
      SubjectConfirmationDataNotOnOrAfter: iso(nowMs + 5 * 60_000),
      NameIDFormat: EMAIL_FORMAT,
      NameID: email.success ? email.data : 'nobody@invalid',
      InResponseTo: request.requestId,
    };
    // Markup, not a value (replaceTagsByValue escapes values): put in the template before the values.
    const authn = `<saml:AuthnStatement AuthnInstant="${iso(nowMs)}" SessionIndex="_${ctx.token(12)}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`;
    const attribute = (attr: string, value: string) =>
      `<saml:Attribute Name="${attr}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic"><saml:AttributeValue xsi:type="xs:string">${escapeHtml(value)}</saml:AttributeValue></saml:Attribute>`;
    const attributes = `<saml:AttributeStatement>${attribute('email', values.NameID)}${attribute('firstName', form.data.first_name)}${attribute('lastName', form.data.last_name)}</saml:AttributeStatement>`;
    const refusal = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="{ID}" Version="2.0" IssueInstant="{IssueInstant}" Destination="{Destination}" InResponseTo="{InResponseTo}"><saml:Issuer>{Issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="{StatusCode}"/></samlp:Status></samlp:Response>`;
    const { context } = (await idp.createLoginResponse(sp, { extract: { request: { id: request.requestId } } }, 'post', { email: values.NameID }, {
      relayState: request.relayState,
      customTagReplacement: (template) => ({
        id: values.ID,
        context: samlify.SamlLib.replaceTagsByValue(fault === 'refuse' ? refusal : template.replace('{AuthnStatement}', authn).replace('{AttributeStatement}', attributes), values),
      }),
    })) as { context: string };
    const nonce = ctx.token(16);
    return html(c, renderAutoPost(request.acs, { SAMLResponse: context, RelayState: request.relayState }, nonce), 200, nonce);
  });
}
