/**
 * Cloudflare Turnstile as a host's choice (docs/bots.md): its script, loaded only when the server
 * names it, with the page's CSP nonce; one widget rendered into the card (inside a shadow root
 * too), invisible unless Cloudflare needs the person to interact, in the widget's language; a
 * token per protected call, the next one asked for as soon as one is taken.
 */
import type { ChallengeSetting } from '../../client/types';
import type { PreparedSolver } from './proofOfWorkSolver';

/** The parts of Cloudflare's `window.turnstile` the widget uses. */
interface Turnstile {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  execute(container: HTMLElement | string): void;
  reset(id: string): void;
  remove(id: string): void;
}

const turnstileOf = () => (globalThis as { turnstile?: Turnstile }).turnstile;
let loading: Promise<Turnstile> | null = null;

/** Cloudflare's script (or the emulator's stand-in), added to the page once, with the page's nonce. */
function loadTurnstile(scriptUrl: string, nonce: string | undefined): Promise<Turnstile> {
  const present = turnstileOf();
  if (present) return Promise.resolve(present);
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    const url = new URL(scriptUrl, document.baseURI);
    url.searchParams.set('render', 'explicit');
    script.src = url.toString();
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.addEventListener('load', () => (turnstileOf() ? resolve(turnstileOf()!) : reject(new Error('Turnstile did not start'))));
    script.addEventListener('error', () => reject(new Error(`Turnstile's script did not load from ${url.origin}`)));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null; // tried again on the next call
    throw error;
  });
  return loading;
}

/** Turnstile's language names: its own lower-case tags, or 'auto' for one it may not have. */
const turnstileLanguage = (lang: string | undefined) => (lang && lang !== 'en-XA' ? lang.toLowerCase() : 'auto');

export function turnstileSolver(setting: Extract<ChallengeSetting, { kind: 'turnstile' }>, card: HTMLElement, nonce: string | undefined): PreparedSolver {
  const container = document.createElement('div');
  container.dataset.porticoChallenge = 'turnstile';
  card.append(container);
  let widget: Promise<{ turnstile: Turnstile; id: string }> | null = null;
  let token: { promise: Promise<string>; resolve(token: string): void; reject(error: Error): void } | null = null;

  const pending = () => {
    let resolve!: (value: string) => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<string>((yes, no) => ((resolve = yes), (reject = no)));
    promise.catch(() => undefined);
    return { promise, resolve, reject };
  };
  const start = () =>
    (widget ??= loadTurnstile(setting.script_url, nonce).then((turnstile) => {
      const id = turnstile.render(container, {
        sitekey: setting.site_key,
        execution: 'execute',
        appearance: 'interaction-only',
        language: turnstileLanguage(card.closest<HTMLElement>('[lang]')?.lang),
        callback: (value: string) => token?.resolve(value),
        'error-callback': (code: string) => void token?.reject(new Error(`Turnstile refused (${code})`)),
        'expired-callback': () => void (token = null),
      });
      return { turnstile, id };
    }));
  const prepare = () => {
    if (token) return token.promise;
    const next = pending();
    token = next;
    start().then(({ turnstile }) => turnstile.execute(container), next.reject);
    return next.promise;
  };

  return {
    prepare: () => void prepare(),
    solution() {
      const taken = prepare();
      // A token is spent by the call that carries it: the next one is asked for at once.
      void taken.then(
        () => widget?.then(({ turnstile, id }) => {
          token = null;
          turnstile.reset(id);
          void prepare();
        }),
        () => void (token = null),
      );
      return taken;
    },
    stop() {
      void widget?.then(({ turnstile, id }) => turnstile.remove(id));
      container.remove();
    },
  };
}
