/**
 * docs/widget.md's "Start here", followed from the top in an empty temporary
 * folder (outside this repository, so nothing resolves from its node_modules). Its shell lines run
 * as written, with the two packed packages (`npm pack` of the root and of emulator/) standing in for
 * the registry's `portico` and `portico-emulator`; its files are written as they are; then
 * `npx portico-emulator` and `npm run dev`, and a person signs up by magic link in Chromium.
 *
 * Offline but for the npm registry: `--prefer-offline` installs from npm's cache (which the
 * repository's own `npm ci` filled; CI reaches the same registry for anything missing).
 * `--ignore-scripts`: better-sqlite3's install script would fetch a prebuilt binary from outside the
 * registry, then compile SQLite for minutes; the one stand-in is its compiled binding, copied from
 * this repository's node_modules (the package pins the same better-sqlite3, on the same Node).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';
import { prebuilt } from '../../scripts/prebuilt';
import { buildLibrary, root } from '../../scripts/size/build';
import { latestMessage, patient } from './harness';

const markdown = readFileSync(path.join(root, 'docs/widget.md'), 'utf8');
const from = markdown.indexOf('## Start here');
const start = markdown.slice(from, markdown.indexOf('\n## ', from + 1));

/** The section's blocks in order: shell lines to run, and files (```ts file=src/client.ts) to write. */
const blocks = [...start.matchAll(/^```(\w+)([^\n]*)\n([\s\S]*?)^```$/gm)].map((m) => ({
  lang: m[1]!,
  file: /file=(\S+)/.exec(m[2] ?? '')?.[1],
  host: /host=(\S+)/.exec(m[2] ?? '')?.[1],
  code: m[3]!,
}));

const children: ChildProcess[] = [];
const logs = new Map<string, string[]>();
let dir = '';
let app = '';
let browser: Browser | undefined;
let emulatorUrl = '';
let appUrl = '';

/** Processes the tests start see no Vitest, as a person's terminal would not. */
const env = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && !name.startsWith('npm_') && name !== 'NODE_ENV')),
  npm_config_update_notifier: 'false',
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A long-running command, "in a terminal of its own"; its output kept for the failure message. */
function background(name: string, command: string, args: string[], extra: Record<string, string>): void {
  const child = spawn(command, args, { cwd: app, env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const log: string[] = [];
  logs.set(name, log);
  child.stdout!.on('data', (c: Buffer) => log.push(c.toString()));
  child.stderr!.on('data', (c: Buffer) => log.push(c.toString()));
  children.push(child);
}

/** Polls until `url` answers 200 (the poll's interval is not a wait: it returns once it does). */
async function answering(name: string, url: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ok = await fetch(url).then((res) => res.ok, () => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${name} never answered ${url}:\n${logs.get(name)?.join('') ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  await buildLibrary();
  // The emulator's package ships its compiled dist/ (its bin runs on plain Node): built before it is packed.
  if (!prebuilt) execFileSync(process.execPath, [path.join(root, 'scripts/build-packages.mjs'), 'emulator'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  dir = mkdtempSync(path.join(tmpdir(), 'portico-start-here-'));
  app = path.join(dir, 'my-app');
  mkdirSync(app);
  const pack = (cwd: string) =>
    path.join(dir, execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', dir], { cwd, env, encoding: 'utf8' }).trim().split('\n').pop()!);
  const tarballs: Record<string, string> = { portico: pack(root), 'portico-emulator': pack(path.join(root, 'emulator')) };

  const [emulatorPort, appPort] = [await freePort(), await freePort()];
  emulatorUrl = `http://localhost:${emulatorPort}`;
  appUrl = `http://localhost:${appPort}`;
  for (const block of blocks) {
    if (block.lang === 'sh') {
      for (const line of block.code.split('\n').filter(Boolean)) {
        const [command, ...args] = line.split(/\s+/);
        if (line === 'npx portico-emulator') {
          // The emulator's database goes to the data folder; this run's is inside the temporary folder.
          background('portico-emulator', 'npx', args.length ? args : ['portico-emulator'], { PORT: String(emulatorPort), XDG_DATA_HOME: path.join(dir, 'data') });
          continue;
        }
        expect(command).toBe('npm');
        const install = args[0] === 'install';
        const run = install ? [...args.map((arg) => tarballs[arg] ?? arg), '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund'] : args;
        execFileSync('npm', run, { cwd: app, env, stdio: ['ignore', 'ignore', 'inherit'] });
        if (install && args.includes('portico-emulator')) {
          const release = path.join(app, 'node_modules/better-sqlite3/build/Release');
          mkdirSync(release, { recursive: true });
          copyFileSync(path.join(root, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node'), path.join(release, 'better_sqlite3.node'));
        }
      }
    } else if (block.file && block.host !== 'vanilla') {
      // Where the docs name the emulator (8787) and Vite's dev server (5173), this run's ports.
      const code = block.code.replaceAll('http://localhost:8787', emulatorUrl).replaceAll('http://localhost:5173', appUrl);
      mkdirSync(path.dirname(path.join(app, block.file)), { recursive: true });
      writeFileSync(path.join(app, block.file), code);
    }
  }
  expect(logs.has('portico-emulator')).toBe(true); // the page ran the emulator with npx
  background('vite', 'npm', ['run', 'dev', '--', '--port', String(appPort), '--strictPort', '--host', 'localhost'], {});
  await answering('portico-emulator', `${emulatorUrl}/outbox.json`);
  await answering('vite', appUrl);
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  // Each was started as a process group leader (detached): npm, npx and what they run end together.
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone (a command that failed to start ended its group): nothing to stop.
    }
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it('from an empty folder: the installs, npx portico-emulator and npm run dev sign a person up by magic link', async () => {
  // Nothing came from this repository but the two tarballs: the packages are the packed ones.
  const installed = (name: string) => JSON.parse(readFileSync(path.join(app, 'node_modules', name, 'package.json'), 'utf8')) as { name: string };
  expect(installed('portico').name).toBe('portico');
  expect(installed('portico-emulator').name).toBe('portico-emulator');
  expect(logs.get('portico-emulator')!.join('')).toContain(`Portico emulator running at ${emulatorUrl}`);

  const context = patient(await browser!.newContext({ viewport: { width: 1100, height: 900 } }));
  const page = await context.newPage();
  const email = `start-here-${Date.now()}@example.com`;
  await page.goto(appUrl);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();

  // The person reads the email on the emulator's outbox page and clicks its link.
  await latestMessage(emulatorUrl, email);
  await page.goto(`${emulatorUrl}/outbox`);
  await page.getByRole('article').filter({ hasText: email }).getByRole('link').first().click();
  await page.getByRole('status').filter({ hasText: `Signed in as ${email}` }).waitFor();
  expect(new URL(page.url()).origin).toBe(appUrl);
  await context.close();
});
