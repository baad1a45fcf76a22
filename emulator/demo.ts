import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface DemoServer {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Websocket upgrades of the emulator's server: Vite's client connects on the same port. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

/**
 * Serves demo/ (the host page) from the emulator's origin through Vite in middleware mode, so
 * `npm start` needs no build step and the widget is compiled from src/ as a host would bundle it.
 */
export async function createDemoServer(): Promise<DemoServer> {
  const [{ createServer }, react, { vanillaExtractPlugin }, { isVanillaCss, porticoIsolation }] = await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
    import('@vanilla-extract/vite-plugin'),
    import('../scripts/cssIsolation.mjs'),
  ]);
  // Vite's client (which every dev CSS module imports) opens a websocket to the page's own port;
  // Vite only needs 'upgrade' events for it, forwarded here from the emulator's server.
  const upgrades = new EventEmitter();
  const vite = await createServer({
    configFile: false,
    root,
    appType: 'mpa',
    logLevel: 'warn',
    plugins: [vanillaExtractPlugin(), react.default()],
    // As in the build: the widget's rules outrank the host page's (scripts/cssIsolation.mjs).
    css: { postcss: { plugins: [porticoIsolation({ only: isVanillaCss })] } },
    server: { middlewareMode: true, hmr: false, ws: { server: upgrades as unknown as Server }, watch: null },
    resolve: { dedupe: ['react', 'react-dom'] },
    // Pre-bundle every dependency up front: a dependency found late re-bundles React, and a page
    // that loaded the first copy would then hold two.
    optimizeDeps: {
      entries: ['demo/*.html', 'src/products/**/*.tsx', 'src/widget/*.tsx'],
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
        'js-cookie',
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

  const favicon = readFileSync(path.join(root, 'demo/favicon.svg'));
  return {
    upgrade: (req, socket, head) => void upgrades.emit('upgrade', req, socket, head),
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
      vite.middlewares(req, res, () => {
        res.statusCode = 404;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end('Not found');
      });
    },
    close: () => vite.close(),
  };
}
