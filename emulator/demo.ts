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
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: {
      entries: ['demo/*.html'],
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
