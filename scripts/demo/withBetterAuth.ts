/**
 * The Better Auth dev server (server/dev) with the demo host pages on the same origin, as
 * `npm run start:better-auth` and the e2e tests run it: the widget is compiled from src/ by Vite
 * (on demand for a person, built once per run under Vitest: scripts/demo/server.ts), the pages learn
 * from /demo/project.json that their backend is Better Auth.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createDemoServer, type DemoMode } from './server';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { startDevServer, type DevServerOptions, type RunningDevServer } from '../../server/dev/devServer';

export interface BetterAuthWithDemoOptions extends Omit<DevServerOptions, 'fallback' | 'onUpgrade'> {
  /**
   * Also start an in-memory emulator (on a free port) whose emulated providers serve social
   * sign-in and One Tap (server/dev/devSocial.ts): all its providers, or the ones listed (as a
   * host configures a few). @defaultValue false
   */
  socialEmulator?: boolean | { providers: readonly string[] };
  /** How the demo pages are served (scripts/demo/server.ts DemoMode). @defaultValue built under Vitest, else on demand */
  demo?: DemoMode;
}

export type BetterAuthWithDemo = RunningDevServer & { emulator: RunningEmulator | null };

/** An emulator's enabled providers, as the dev server configures them. */
export const emulatedProvidersOf = (emulator: RunningEmulator, only?: readonly string[]) => ({
  url: emulator.url,
  providers: emulator.ctx.config.oauth_providers
    .filter((p) => p.enabled && (!only || only.includes(p.type)))
    .map((p) => ({ type: p.type, client_id: p.client_id })),
});

export async function startBetterAuthWithDemo({ socialEmulator = false, demo: mode, ...rest }: BetterAuthWithDemoOptions = {}): Promise<BetterAuthWithDemo> {
  const emulator = socialEmulator ? await startEmulator({ port: 0, inMemory: true, quiet: true }) : null;
  const only = typeof socialEmulator === 'object' ? socialEmulator.providers : undefined;
  const options: Omit<DevServerOptions, 'fallback' | 'onUpgrade'> = emulator ? { ...rest, emulatedProviders: emulatedProvidersOf(emulator, only) } : rest;
  const demo = await createDemoServer({ mode });
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
          // The social providers the server configured: the page's client checks the widget's against them.
          oauth_providers: options.emulatedProviders?.providers.map((p) => p.type) ?? [],
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
    await emulator?.close();
    throw error;
  }
  const server = running;
  return {
    ...server,
    emulator,
    async close() {
      await Promise.all([server.close(), demo.close()]);
      await emulator?.close();
    },
  };
}
