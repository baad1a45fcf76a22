/**
 * The Better Auth dev server (server/dev) with the demo host pages on the same origin, as
 * `npm run start:better-auth` and the e2e tests run it: the widget is compiled from src/ by Vite,
 * the pages learn from /demo/project.json that their backend is Better Auth.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createDemoServer } from '../emulator/demo';
import { startDevServer, type DevServerOptions, type RunningDevServer } from '../server/dev/devServer';

export async function startBetterAuthWithDemo(options: Omit<DevServerOptions, 'fallback' | 'onUpgrade'> = {}): Promise<RunningDevServer> {
  const demo = await createDemoServer();
  let running: RunningDevServer | null = null;
  const fallback = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.split('?')[0] === '/demo/project.json' && running) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(
        JSON.stringify({
          public_token: 'better-auth',
          project_name: 'Portico on Better Auth',
          base_url: running.url,
          backend: 'better-auth',
          auth_base_url: running.authUrl,
          identity_provider: true,
        }),
      );
      return;
    }
    demo.handle(req, res);
  };
  try {
    running = await startDevServer({ ...options, fallback, onUpgrade: demo.upgrade });
  } catch (error) {
    await demo.close();
    throw error;
  }
  const server = running;
  return {
    ...server,
    async close() {
      await Promise.all([server.close(), demo.close()]);
    },
  };
}
