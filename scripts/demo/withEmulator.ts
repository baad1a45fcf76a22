import type { IncomingMessage, ServerResponse } from 'node:http';
import { refuseFramingOf } from '../../emulator/core/frameGuard';
import { createDemoServer, type DemoMode } from './server';
import type { ProjectConfig } from '../../emulator/config';
import { startEmulator, type RunningEmulator, type StartOptions } from '../../emulator/server';

/**
 * The demo's relying party works on any PORT. Its pages are served from the emulator's
 * own origin, known only once it listens: register that origin's callback (localhost and
 * 127.0.0.1) beside the config's, and resolve a logo given as a path (one of the demo's files).
 */
export function registerDemoOrigin(config: ProjectConfig, origin: string): void {
  const origins = [origin, origin.replace('//localhost:', '//127.0.0.1:')];
  const add = (list: string[], uri: string) => void (list.includes(uri) || list.push(uri));
  for (const client of config.idp_clients) {
    if (client.logo_url.startsWith('/')) client.logo_url = new URL(client.logo_url, origin).href;
    if (client.client_id !== DEMO_CLIENT_ID) continue;
    for (const base of origins) {
      add(client.redirect_uris, `${base}${DEMO_CALLBACK}`);
      add(client.post_logout_redirect_uris, `${base}${DEMO_CALLBACK}`);
    }
  }
}

/** "Demo App", demo/demoApp.ts, and the page the provider sends it back to. */
const DEMO_CLIENT_ID = 'demo-client';
const DEMO_CALLBACK = '/demo/idp-callback.html';

/**
 * The emulator with the demo host page on the same origin: what `npm start` and the e2e tests run.
 * `demo`: how the pages are served (scripts/demo/server.ts DemoMode; built under Vitest, else on demand).
 */
export async function startEmulatorWithDemo({ demo: mode, ...opts }: Omit<StartOptions, 'fallback' | 'onUpgrade'> & { demo?: DemoMode } = {}): Promise<RunningEmulator> {
  const demo = await createDemoServer({ mode });
  let running: RunningEmulator | null = null;
  const fallback = (req: IncomingMessage, res: ServerResponse) => {
    // The demo's pages (the identity-provider page above all) are never framed.
    refuseFramingOf(res);
    // The demo page learns the project's public token (public by design) from its own origin.
    if (req.url?.split('?')[0] === '/demo/project.json' && running) {
      const { public_token, project_name } = running.ctx.config;
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ public_token, project_name, base_url: running.url }));
      return;
    }
    demo.handle(req, res);
  };
  try {
    running = await startEmulator({ ...opts, fallback, onUpgrade: demo.upgrade });
  } catch (error) {
    await demo.close();
    throw error;
  }
  const emulator = running;
  registerDemoOrigin(emulator.ctx.config, emulator.url);
  return {
    ...emulator,
    async close() {
      await Promise.all([emulator.close(), demo.close()]);
    },
  };
}
