import type { IncomingMessage, ServerResponse } from 'node:http';
import { refuseFramingOf } from './core/frame-guard';
import { createDemoServer } from './demo';
import { startEmulator, type RunningEmulator, type StartOptions } from './server';

/** The emulator with the demo host page on the same origin: what `npm start` and the e2e tests run. */
export async function startEmulatorWithDemo(opts: Omit<StartOptions, 'fallback' | 'onUpgrade'> = {}): Promise<RunningEmulator> {
  const demo = await createDemoServer();
  let running: RunningEmulator | null = null;
  const fallback = (req: IncomingMessage, res: ServerResponse) => {
    // Issue 11: the demo's pages (the identity-provider page above all) are never framed.
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
  return {
    ...emulator,
    async close() {
      await Promise.all([emulator.close(), demo.close()]);
    },
  };
}
