import { EventEmitter } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { demoViteConfig, root } from './viteConfig';


/** Database files, whatever their folder (PORTICO_DB may name any). */
const PRIVATE_FILES = ['*.db', '*.db-*', '*.sqlite', '*.sqlite-*', '*.sqlite3', '*.sqlite3-*'];
const PRIVATE_NAME = /\.(db|sqlite3?)(-[a-z]+)?$/i;

/**
 * The emulator's database (.portico/, or any *.db file) is never served, however the path
 * is spelt: percent-encoded (`%2eportico`, `%2f`), with `..`, through `/@fs/`, with `?raw`. The path
 * is decoded until it stops changing and then judged by its segments, before Vite sees it.
 */
export function isPrivatePath(url: string): boolean {
  let p = url.split(/[?#]/)[0] ?? '/';
  for (let i = 0; i < 5; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(p);
    } catch {
      return true; // not a path a page of ours asks for
    }
    if (decoded === p) break;
    p = decoded;
  }
  const segments = path.posix.normalize(p.replace(/\\/g, '/')).split('/');
  return segments.some((s) => s.toLowerCase() === '.portico' || PRIVATE_NAME.test(s));
}

export interface DemoServer {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Websocket upgrades of the emulator's server: Vite's client connects on the same port. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

/**
 * `dev`: Vite compiles demo/ and src/ on demand, so `npm start` needs no build step. `built`: the
 * pages built once per test run (scripts/demo/build.ts) and served as files, the same pages in
 * development mode without every e2e file compiling them again.
 */
export type DemoMode = 'dev' | 'built';

/** Built under Vitest (tests/setup/buildOnce.ts names the run), on demand for a person. */
export const defaultDemoMode = (): DemoMode => (process.env.VITEST && process.env.PORTICO_TEST_RUN ? 'built' : 'dev');

/** What serves the demo's files, behind the rules every mode keeps (createDemoServer). */
interface DemoFiles {
  serve(req: IncomingMessage, res: ServerResponse, notFound: () => void): void;
  upgrade: DemoServer['upgrade'];
  close(): Promise<void>;
}

/** Serves demo/ (the host pages) from the emulator's origin: `mode` says how (DemoMode). */
export async function createDemoServer({ mode = defaultDemoMode() }: { mode?: DemoMode } = {}): Promise<DemoServer> {
  const files = mode === 'built' ? await builtFiles() : await devFiles();
  const favicon = readFileSync(path.join(root, 'demo/favicon.svg'));
  return {
    upgrade: files.upgrade,
    handle(req, res) {
      const { pathname, search } = new URL(req.url ?? '/', 'http://demo.invalid');
      // The printed URL is `/`: send the browser to the playground's own folder, so the page's
      // URLs resolve where its files are and a copied address reproduces the same state.
      if (pathname === '/' || pathname === '/demo') {
        res.writeHead(302, { Location: `/demo/${search}` });
        res.end();
        return;
      }
      // Browsers ask for /favicon.ico on pages without an icon link (the outbox, for one).
      if (pathname === '/favicon.ico') {
        res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' });
        res.end(favicon);
        return;
      }
      if (isPrivatePath(req.url ?? '/')) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Not found');
        return;
      }
      files.serve(req, res, () => {
        res.statusCode = 404;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end('Not found');
      });
    },
    close: () => files.close(),
  };
}

/**
 * The test run's build, as files: only what the build wrote is served (sirv lists the folder once
 * and answers from that list), with no CORS grant.
 */
async function builtFiles(): Promise<DemoFiles> {
  const [{ builtDemo }, { default: sirv }] = await Promise.all([import('./build'), import('sirv')]);
  const { dir, owned } = await builtDemo();
  const serve = sirv(dir, { dev: false, etag: true, dotfiles: false });
  return {
    serve: (req, res, notFound) => serve(req, res, notFound),
    // No Vite client on these pages, so nothing to upgrade.
    upgrade: (_req, socket) => void socket.destroy(),
    close: async () => {
      if (owned) rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function devFiles(): Promise<DemoFiles> {
  const [{ createServer }, shared] = await Promise.all([import('vite'), demoViteConfig()]);
  // Vite's client (which every dev CSS module imports) opens a websocket to the page's own port;
  // Vite only needs 'upgrade' events for it, forwarded here from the emulator's server.
  const upgrades = new EventEmitter();
  const vite = await createServer({
    ...shared,
    appType: 'mpa',
    server: {
      middlewareMode: true,
      hmr: false,
      ws: { server: upgrades as unknown as Server },
      watch: null,
      // No other origin (another localhost port included) may read the dev server's files.
      cors: false,
      // Vite's defaults, and the emulator's database and working files wherever they are.
      fs: { deny: ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**', '**/.portico/**', ...PRIVATE_FILES] },
    },
    // Under Vitest, e2e files run side by side, each with a demo server of its own: one cache of
    // pre-bundled dependencies per worker slot, so two servers never rewrite one cache at once.
    cacheDir: process.env.VITEST_POOL_ID ? path.join(root, 'node_modules/.vite', `demo-${process.env.VITEST_POOL_ID}`) : undefined,
    // Pre-bundle every dependency up front: a dependency found late re-bundles React, and a page
    // that loaded the first copy would then hold two.
    optimizeDeps: {
      entries: ['demo/*.html', 'src/products/**/*.tsx', 'src/widget/**/*.tsx'],
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        '@radix-ui/react-tabs',
        '@radix-ui/react-select',
        'get-nonce',
        '@radix-ui/react-collapsible',
        'input-otp',
        'libphonenumber-js/min',
        '@simplewebauthn/browser',
        'base58-js/binary_to_base58',
        // The demo's relying party (demo/demoApp.ts).
        'openid-client',
        // The demo's test wallets (demo/testWallets.ts, behind ?testWallets=1).
        'bs58',
        'tweetnacl',
        'viem/accounts',
      ],
    },
  });

  return {
    serve: (req, res, notFound) => vite.middlewares(req, res, notFound),
    upgrade: (req, socket, head) => void upgrades.emit('upgrade', req, socket, head),
    close: () => vite.close(),
  };
}
