/**
 * The same flow tests run on every backend, so the contract cannot drift. A stack is
 * the backend with the demo host pages on one origin, an outbox at /outbox.json, and Chromium.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { startEmulatorWithDemo } from '../../scripts/demo/withEmulator';
import { startBetterAuthWithDemo } from '../../scripts/demo/withBetterAuth';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { docsServerProducts, startDocsBetterAuthWithDemo } from './docsBackend';
import { patient } from './harness';

export type Backend = 'emulator' | 'better-auth';
export const BACKENDS: readonly Backend[] = ['emulator', 'better-auth'];

/**
 * The flow tests' servers: each backend, and Better Auth once more as docs/better-auth.md's server
 * block sets it up (docsBackend.ts), so the page a host follows is what the flows prove.
 */
export interface Setup {
  name: string;
  backend: Backend;
  docs?: true;
}
export const SETUPS: readonly Setup[] = [
  { name: 'emulator', backend: 'emulator' },
  { name: 'better-auth', backend: 'better-auth' },
  { name: 'better-auth as docs/better-auth.md sets it up', backend: 'better-auth', docs: true },
];
/** The social providers the Better Auth stack configures, as a host configures a few (the emulator has all 19). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'microsoft'] as const;

export interface BackendStack {
  backend: Backend;
  /** Whether the server serves a Login product (docs/better-auth.md's lists fewer than the dev server). */
  serves(product: string): boolean;
  url: string;
  browser: Browser;
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export async function startBackendStack(backend: Backend, { docs = false }: { docs?: boolean } = {}): Promise<BackendStack> {
  const server =
    backend === 'emulator'
      ? await startEmulatorWithDemo({ port: 0, inMemory: true, quiet: true })
      : docs
        ? await startDocsBetterAuthWithDemo()
        : await startBetterAuthWithDemo({ portico: { projectName: 'Portico on Better Auth' }, socialEmulator: { providers: SOCIAL_PROVIDERS } });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const served = docs ? docsServerProducts() : null;
  return {
    backend,
    serves: (product) => served === null || served.includes(product),
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
