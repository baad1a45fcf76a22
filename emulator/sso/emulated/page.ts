/**
 * The emulated enterprise identity provider's sign-in page: a person types their work address and
 * name (the emulated directory accepts anyone), and a developer may make the provider answer with
 * a fault. Plain HTML forms, readable with a screen reader; the SAML answer posts itself to the
 * service provider, as every SAML IdP's page does (with a button for browsers without script).
 */
import { escapeHtml as e } from '../../core/html';
import { PROVIDER_PAGE_STYLE } from '../../providers/pageStyle';

export const OIDC_FAULTS = {
  none: 'Sign in normally',
  refuse: 'Refuse the sign-in (access_denied)',
  expired: 'An expired id_token',
  not_yet_valid: 'An id_token from a clock 10 minutes ahead',
  wrong_audience: 'An id_token for another client (audience)',
  wrong_nonce: 'An id_token with another nonce',
  bad_signature: 'An id_token signed by an unknown key',
} as const;

export const SAML_FAULTS = {
  none: 'Sign in normally',
  refuse: 'Refuse the sign-in (status Responder)',
  expired: 'An expired assertion (NotOnOrAfter passed)',
  not_yet_valid: 'An assertion from a clock 10 minutes ahead',
  wrong_audience: 'An assertion for another service provider (audience)',
  wrong_recipient: 'An assertion for another recipient',
  bad_signature: 'An assertion signed by an unknown key',
  unsigned_assertion: 'A signed response around an unsigned assertion',
} as const;

export type OidcFault = keyof typeof OIDC_FAULTS;
export type SamlFault = keyof typeof SAML_FAULTS;

export const PAGE_CSP = (nonce?: string) =>
  `default-src 'none'; style-src 'unsafe-inline'; ${nonce ? `script-src 'nonce-${nonce}'; ` : ''}frame-ancestors 'none'`;

function shell(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)} (Portico emulator)</title><style>${PROVIDER_PAGE_STYLE}</style></head>
<body><main>${body}</main>${script}</body></html>`;
}

export function renderIdpPage(args: {
  protocol: 'OIDC' | 'SAML';
  tenant: string;
  action: string;
  request: string;
  audience: string;
  faults: Record<string, string>;
  error?: string;
}): string {
  const faults = Object.entries(args.faults).map(([value, label]) => `<option value="${e(value)}">${e(label)}</option>`).join('');
  return shell(
    `Sign in to ${args.tenant}`,
    `<p class="banner">Emulated enterprise identity provider (${e(args.protocol)}): a development stand-in run by the Portico emulator.</p>
<div class="brand"><span class="mark" aria-hidden="true" style="--mark:var(--text)">${e(args.tenant.charAt(0).toUpperCase())}</span><h1>Sign in to ${e(args.tenant)}</h1></div>
<p class="lead">Continue to ${e(args.audience)} with your work account.</p>
${args.error ? `<p role="alert">${e(args.error)}</p>` : ''}
<form method="post" action="${e(args.action)}"><input type="hidden" name="request" value="${e(args.request)}">
<label for="email">Work email</label><input id="email" name="email" type="email" autocomplete="email" required>
<label for="first_name">First name</label><input id="first_name" name="first_name" autocomplete="given-name">
<label for="last_name">Last name</label><input id="last_name" name="last_name" autocomplete="family-name">
<label for="fault">Answer with (developer)</label><select id="fault" name="fault">${faults}</select>
<button type="submit" class="primary" name="action" value="sign_in">Sign in</button></form>
<form method="post" action="${e(args.action)}"><input type="hidden" name="request" value="${e(args.request)}">
<button type="submit" name="action" value="cancel">Cancel</button></form>`,
  );
}

/** The SAML HTTP-POST binding: a form to the ACS that submits itself. */
export function renderAutoPost(acs: string, fields: Record<string, string>, nonce: string): string {
  const hidden = Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`).join('');
  return shell(
    'Signing you in',
    `<h1>Signing you in</h1><form id="post" method="post" action="${e(acs)}">${hidden}<p>If nothing happens, continue.</p><button type="submit" class="primary">Continue</button></form>`,
    `<script nonce="${nonce}">document.getElementById('post').submit();</script>`,
  );
}

export function renderIdpProblem(title: string, message: string): string {
  return shell(title, `<h1>${e(title)}</h1><p>${e(message)}</p>`);
}
