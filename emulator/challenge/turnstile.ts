/**
 * Cloudflare Turnstile, emulated offline with Cloudflare's documented test keys
 * (developers.cloudflare.com/turnstile/troubleshooting/testing): site keys 1x… pass and hand the
 * page the dummy token, 2x… fail; secret keys 1x…AA always validate, 2x…AA never, 3x…AA answer
 * "already spent", and any other secret (a real one) refuses the dummy token, as Cloudflare does.
 */

export const TURNSTILE_TEST_KEYS = {
  sitePasses: '1x00000000000000000000AA',
  siteFails: '2x00000000000000000000AB',
  sitePassesInvisible: '1x00000000000000000000BB',
  siteFailsInvisible: '2x00000000000000000000BB',
  secretPasses: '1x0000000000000000000000000000000AA',
  secretFails: '2x0000000000000000000000000000000AA',
  secretSpent: '3x0000000000000000000000000000000AA',
} as const;

export const DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

export interface SiteverifyAnswer {
  success: boolean;
  'error-codes': string[];
  challenge_ts?: string;
  hostname?: string;
  action?: string;
}

/** siteverify's answer for this secret and token (Cloudflare's test keys; any other secret is "real"). */
export function siteverify(secret: unknown, token: unknown, now: Date, hostname = 'localhost'): SiteverifyAnswer {
  if (typeof secret !== 'string' || secret === '') return { success: false, 'error-codes': ['missing-input-secret'] };
  if (typeof token !== 'string' || token === '') return { success: false, 'error-codes': ['missing-input-response'] };
  if (token.length > 2048) return { success: false, 'error-codes': ['invalid-input-response'] };
  if (secret === TURNSTILE_TEST_KEYS.secretPasses) return { success: true, 'error-codes': [], challenge_ts: now.toISOString(), hostname, action: '' };
  if (secret === TURNSTILE_TEST_KEYS.secretFails) return { success: false, 'error-codes': ['invalid-input-response'] };
  if (secret === TURNSTILE_TEST_KEYS.secretSpent) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
  // A production secret: the dummy token is refused, and the emulator has no real tokens.
  return { success: false, 'error-codes': ['invalid-input-response'] };
}

/**
 * The page's side: a stand-in for api.js with the calls Portico's widget makes (render, execute,
 * reset, remove, getResponse), rendering nothing a person must do: a test key passes or fails
 * at once. It runs under a strict CSP (no eval, no inline style), loaded with the page's nonce.
 */
export const TURNSTILE_SCRIPT = `(() => {
  if (window.turnstile) return;
  let next = 0;
  const widgets = new Map();
  const settle = (w) => {
    queueMicrotask(() => {
      if (!widgets.has(w.id)) return;
      if (String(w.options.sitekey).startsWith('1x')) {
        w.token = ${JSON.stringify(DUMMY_TOKEN)};
        w.options.callback && w.options.callback(w.token);
      } else {
        w.token = undefined;
        w.options['error-callback'] && w.options['error-callback']('110100');
      }
    });
  };
  window.turnstile = {
    render(container, options) {
      const element = typeof container === 'string' ? document.querySelector(container) : container;
      if (!element) throw new Error('turnstile.render: no container');
      const id = 'cf-emulated-' + ++next;
      const w = { id, options, element, token: undefined };
      widgets.set(id, w);
      element.dataset.emulatedTurnstile = options.sitekey;
      if (options.execution !== 'execute') settle(w);
      return id;
    },
    execute(id) {
      const w = typeof id === 'string' && widgets.get(id) || [...widgets.values()].find((x) => x.element === id);
      if (w) settle(w);
    },
    reset(id) {
      const w = widgets.get(id);
      if (w) w.token = undefined;
    },
    remove(id) { widgets.delete(id); },
    getResponse(id) { return widgets.get(id)?.token; },
    isExpired() { return false; },
  };
  const onload = new URL(document.currentScript ? document.currentScript.src : location.href).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;
