import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface DemoServer {
  handle(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
}

/**
 * Serves demo/ (the host page) from the emulator's origin through Vite in middleware mode, so
 * `npm start` needs no build step and the widget is compiled from src/ as a host would bundle it.
 */
export async function createDemoServer(): Promise<DemoServer> {
  const [{ createServer }, react, { vanillaExtractPlugin }] = await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
    import('@vanilla-extract/vite-plugin'),
  ]);
  const vite = await createServer({
    configFile: false,
    root,
    appType: 'mpa',
    logLevel: 'warn',
    plugins: [vanillaExtractPlugin(), react.default()],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    resolve: { dedupe: ['react', 'react-dom'] },
    // Pre-bundle every dependency up front: a dependency found late re-bundles React, and a page
    // that loaded the first copy would then hold two.
    optimizeDeps: {
      entries: ['demo/*.html', 'src/widget/containers/*.tsx'],
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        '@radix-ui/react-tabs',
        '@radix-ui/react-select',
        '@radix-ui/react-collapsible',
        '@radix-ui/react-direction',
        'input-otp',
        'libphonenumber-js/min',
        'js-cookie',
        '@simplewebauthn/browser',
      ],
    },
  });
  return {
    handle(req, res) {
      if (req.url === '/' || req.url?.startsWith('/?')) req.url = `/demo/index.html${req.url.slice(1)}`;
      vite.middlewares(req, res, () => {
        res.statusCode = 404;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end('Not found');
      });
    },
    close: () => vite.close(),
  };
}
