/**
 * The emulated provider's sign-in page: a person picks an account this emulated provider
 * already knows, or types a new one, or cancels. Plain HTML forms, so it works without script
 * and reads well with a screen reader.
 */
import { escapeHtml } from '../core/html';

export interface EmulatedAccount {
  subject: string;
  email: string;
  first_name: string;
  last_name: string;
}

export function renderProviderPage(args: {
  provider: string;
  label: string;
  state: string;
  projectName: string;
  accounts: EmulatedAccount[];
  error?: string;
}): string {
  const e = escapeHtml;
  const action = `/oauth/emulated/${encodeURIComponent(args.provider)}/callback`;
  const hidden = `<input type="hidden" name="state" value="${e(args.state)}">`;
  const accounts = args.accounts
    .map((a) => {
      const name = `${a.first_name} ${a.last_name}`.trim() || a.email;
      return `<li><form method="post" action="${e(action)}">${hidden}
<input type="hidden" name="action" value="account"><input type="hidden" name="subject" value="${e(a.subject)}">
<button type="submit">Continue as ${e(name)} <span class="email">(${e(a.email)})</span></button></form></li>`;
    })
    .join('\n');
  const existing = args.accounts.length
    ? `<section aria-labelledby="existing"><h2 id="existing">Choose an account</h2><ul>${accounts}</ul></section>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${e(args.label)} (Portico emulator)</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#19303D}
ul{list-style:none;padding:0}li{margin-block:.5rem}
button{font:inherit;padding:.6rem 1rem;border-radius:6px;border:1px solid #19303D;background:#fff;color:#19303D;cursor:pointer}
button[type=submit].primary{background:#19303D;color:#fff}
label{display:block;margin-block:.75rem .25rem}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}
.email{color:#5C727D}[role=alert]{color:#8B1214}
</style></head>
<body><main>
<h1>Sign in with ${e(args.label)}</h1>
<p>This is the Portico emulator standing in for ${e(args.label)}. Continue to ${e(args.projectName)}.</p>
${args.error ? `<p role="alert">${e(args.error)}</p>` : ''}
${existing}
<section aria-labelledby="new"><h2 id="new">Use another account</h2>
<form method="post" action="${e(action)}">${hidden}<input type="hidden" name="action" value="new">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required>
<label for="first_name">First name</label><input id="first_name" name="first_name" autocomplete="given-name">
<label for="last_name">Last name</label><input id="last_name" name="last_name" autocomplete="family-name">
<p><button type="submit" class="primary">Continue</button></p></form></section>
<form method="post" action="${e(action)}">${hidden}<input type="hidden" name="action" value="cancel">
<button type="submit">Cancel</button></form>
</main></body></html>`;
}

/** A plain page for a dead end (expired flow, unknown provider): what happened and what to do. */
export function renderProblemPage(title: string, message: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(title)} (Portico emulator)</title>
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#19303D}</style></head>
<body><main><h1>${e(title)}</h1><p>${e(message)}</p></main></body></html>`;
}

/** No scripts, no framing; inline styles only. (No form-action: the callback redirects to the host's page.) */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
