/**
 * The emulated provider's sign-in page: a person picks an account this emulated provider
 * already knows, or types a new one, or cancels. Plain HTML forms, so it works without script
 * and reads well with a screen reader.
 */
import { escapeHtml } from '../core/html';
import { brandColour, PROVIDER_PAGE_STYLE } from './pageStyle';

export interface EmulatedAccount {
  subject: string;
  email: string;
  first_name: string;
  last_name: string;
}

export function renderProviderPage(args: {
  provider: string;
  label: string;
  /** The social flow's state (the protocol's start), or the form's own target and fields (standard authorize). */
  state?: string;
  action?: string;
  fields?: Record<string, string>;
  projectName: string;
  accounts: EmulatedAccount[];
  error?: string;
}): string {
  const e = escapeHtml;
  const action = args.action ?? `/oauth/emulated/${encodeURIComponent(args.provider)}/callback`;
  const fields = args.fields ?? { state: args.state ?? '' };
  const hidden = Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`).join('');
  const accounts = args.accounts
    .map((a) => {
      const name = `${a.first_name} ${a.last_name}`.trim() || a.email;
      return `<li><form method="post" action="${e(action)}">${hidden}
<input type="hidden" name="action" value="account"><input type="hidden" name="subject" value="${e(a.subject)}">
<button type="submit" class="account">Continue as ${e(name)} <span class="email">(${e(a.email)})</span></button></form></li>`;
    })
    .join('\n');
  const existing = args.accounts.length
    ? `<section aria-labelledby="existing"><h2 id="existing">Choose an account</h2><ul>${accounts}</ul></section>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${e(args.label)} (Portico emulator)</title>
<style>${PROVIDER_PAGE_STYLE}</style></head>
<body><main style="--mark:${e(brandColour(args.provider))}">
<p class="banner">Emulated ${e(args.label)}: a development stand-in run by the Portico emulator, not ${e(args.label)} itself.</p>
<div class="brand"><span class="mark" aria-hidden="true">${e(args.label.charAt(0))}</span><h1>Sign in with ${e(args.label)}</h1></div>
<p class="lead">This is the Portico emulator standing in for ${e(args.label)}. Continue to ${e(args.projectName)}.</p>
${args.error ? `<p role="alert">${e(args.error)}</p>` : ''}
${existing}
<section aria-labelledby="new"><h2 id="new">Use another account</h2>
<form method="post" action="${e(action)}">${hidden}<input type="hidden" name="action" value="new">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required>
<label for="first_name">First name</label><input id="first_name" name="first_name" autocomplete="given-name">
<label for="last_name">Last name</label><input id="last_name" name="last_name" autocomplete="family-name">
<button type="submit" class="primary">Continue</button></form></section>
<form method="post" action="${e(action)}">${hidden}<input type="hidden" name="action" value="cancel">
<button type="submit">Cancel</button></form>
<p class="fine">${e(args.projectName)} receives your name and email address.</p>
</main></body></html>`;
}

/** A plain page for a dead end (expired flow, unknown provider): what happened and what to do. */
export function renderProblemPage(title: string, message: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(title)} (Portico emulator)</title>
<style>${PROVIDER_PAGE_STYLE}</style></head>
<body><main><h1>${e(title)}</h1><p>${e(message)}</p></main></body></html>`;
}

/** No scripts, no framing; inline styles only. (No form-action: the callback redirects to the host's page.) */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
