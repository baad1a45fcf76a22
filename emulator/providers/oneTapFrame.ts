/**
 * The emulated Google One Tap prompt: a page on the emulator's origin that the stand-in library
 * (oneTapScript.ts) frames. It offers the emulator's users, or a new address; the chosen account
 * comes back to the host page as an id_token, through postMessage to that page's origin only.
 */
import { escapeHtml } from '../core/html';
import type { OneTapAccountRow } from './accounts';

export const ONE_TAP_FRAME_PATH = '/oauth/emulated/google/onetap';
export const ONE_TAP_FRAME_SCRIPT_PATH = '/oauth/emulated/google/onetap-frame.js';


/** Framable only by the host page it answers; its one script is the file below. */
export const frameCsp = (origin: string) =>
  `default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; form-action 'self'; frame-ancestors ${origin}`;

const STYLE = `body{margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;background:#fff}
h1{font-size:16px;margin:0 32px 4px 0}p{margin:0 0 12px;font-size:14px;color:#444}
ul{list-style:none;margin:0 0 12px;padding:0;max-height:240px;overflow:auto}li{margin-block:4px}
button{font:inherit;cursor:pointer}.account{width:100%;text-align:start;padding:8px;border:1px solid #ccc;border-radius:6px;background:#fff}
.email{display:block;font-size:13px;color:#555}#close{position:absolute;top:8px;right:8px;border:0;background:none;font-size:20px;line-height:1;padding:4px}
label{display:block;font-size:13px;margin-block:8px 2px}input{font:inherit;padding:6px;width:100%;box-sizing:border-box}
.continue{margin-top:8px;padding:6px 12px;border:0;border-radius:6px;background:#1a73e8;color:#fff}[role=alert]{color:#b3261e}`;

function page(body: string, data: Record<string, string>): string {
  const attributes = Object.entries(data).map(([key, value]) => ` data-${key}="${escapeHtml(value)}"`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in with Google (Portico emulator)</title><style>${STYLE}</style></head>
<body${attributes}>${body}<script src="${ONE_TAP_FRAME_SCRIPT_PATH}"></script></body></html>`;
}

/** The chooser: the emulator's users, then a form for a new address, and a close button. */
export function renderOneTapChooser(args: {
  projectName: string;
  origin: string;
  clientId: string;
  nonce: string;
  accounts: OneTapAccountRow[];
  error?: string;
}): string {
  const e = escapeHtml;
  const hidden = ['client_id', 'origin', 'nonce']
    .map((name) => `<input type="hidden" name="${name}" value="${e(name === 'client_id' ? args.clientId : name === 'origin' ? args.origin : args.nonce)}">`)
    .join('');
  const form = (inner: string) => `<form method="post" action="${ONE_TAP_FRAME_PATH}">${hidden}${inner}</form>`;
  const accounts = args.accounts
    .map((a) => {
      const name = `${a.first_name} ${a.last_name}`.trim();
      const label = name ? `${e(name)} <span class="email">(${e(a.email)})</span>` : e(a.email);
      return `<li>${form(`<input type="hidden" name="action" value="account"><input type="hidden" name="user_id" value="${e(a.user_id)}">
<button type="submit" class="account">Continue as ${label}</button>`)}</li>`;
    })
    .join('\n');
  return page(
    `<main>
<button type="button" id="close" aria-label="Close">&times;</button>
<h1>Sign in to ${e(args.projectName)} with Google</h1>
<p>The Portico emulator standing in for Google One Tap.</p>
${args.error ? `<p role="alert">${e(args.error)}</p>` : ''}
${accounts ? `<ul aria-label="Choose an account">${accounts}</ul>` : ''}
${form(`<input type="hidden" name="action" value="new">
<label for="email">Use another address</label><input id="email" name="email" type="email" autocomplete="email" required>
<button type="submit" class="continue">Continue</button>`)}
</main>`,
    { origin: args.origin },
  );
}

/** After a choice: hands the id_token to the framing page, whose origin alone may receive it. */
export function renderOneTapCredential(origin: string, credential: string): string {
  return page('<p role="status">Signing you in…</p>', { origin, credential });
}

/** The frame's one script: sizes the frame, and posts ready, close or the credential to the host page. */
export const ONE_TAP_FRAME_SCRIPT = `(() => {
  const { origin, credential } = document.body.dataset;
  const post = (message) => parent.postMessage({ portico_onetap: message }, origin);
  if (credential) return post({ credential });
  const height = () => Math.ceil(document.documentElement.getBoundingClientRect().height);
  post({ ready: true, height: height() });
  new ResizeObserver(() => post({ height: height() })).observe(document.documentElement);
  document.getElementById('close').addEventListener('click', () => post({ close: true }));
})();
`;
