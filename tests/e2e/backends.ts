/**
 * Issue 21: the same flow tests run on every backend, so the contract cannot drift. A stack is
 * the backend with the demo host pages on one origin, an outbox at /outbox.json, and Chromium.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { startEmulatorWithDemo } from '../../scripts/demo/withEmulator';
import { startBetterAuthWithDemo } from '../../scripts/demo/withBetterAuth';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { patient } from './harness';

export type Backend = 'emulator' | 'better-auth';
export const BACKENDS: readonly Backend[] = ['emulator', 'better-auth'];
/** The social providers the Better Auth stack configures, as a host configures a few (the emulator has all 19). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'microsoft'] as const;

export interface BackendStack {
  backend: Backend;
  url: string;
  browser: Browser;
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export async function startBackendStack(backend: Backend): Promise<BackendStack> {
  const server =
    backend === 'emulator'
      ? await startEmulatorWithDemo({ port: 0, inMemory: true, quiet: true })
      : await startBetterAuthWithDemo({ portico: { projectName: 'Portico on Better Auth' }, socialEmulator: { providers: SOCIAL_PROVIDERS } });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  return {
    backend,
    url: server.url,
    browser,
    async newPage() {
      const context = patient(await browser.newContext({ viewport: { width: 1100, height: 900 } }));
      const page = await context.newPage();
      return { context, page };
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
