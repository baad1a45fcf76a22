/**
 * Issue 25 "done when": the packed package starts with one command in an empty folder, on SQLite,
 * and serves the widget's bootstrap and a passcode sign-in. The tarball is `npm pack` of server/
 * (compiled by the run's global setup, tests/scale/buildPackages.ts);
 * it is installed offline: its files unpacked as npm would, its dependencies linked from this
 * repository's node_modules (the same pinned versions; no registry in the test).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort, waitFor } from './infra';

const ROOT = path.resolve(import.meta.dirname, '../..');
const children: Array<ReturnType<typeof spawn>> = [];
const dirs: string[] = [];
afterAll(() => {
  // npx runs the server as its own child: the whole process group goes, or the server outlives the test.
  children.forEach((c) => c.pid && process.kill(-c.pid, 'SIGKILL'));
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

it('npx portico-server from the packed package serves the widget on SQLite', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portico-packed-'));
  dirs.push(dir);
  const tarball = execFileSync('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', dir], { cwd: path.join(ROOT, 'server') }).toString().trim().split('\n').pop()!;
  const app = path.join(dir, 'app');
  const installed = path.join(app, 'node_modules/portico-server');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', path.join(dir, tarball), '-C', installed, '--strip-components=1']);
  const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; bin: Record<string, string> };
  for (const dep of Object.keys(manifest.dependencies)) {
    const target = path.join(app, 'node_modules', dep);
    mkdirSync(path.dirname(target), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules', dep), target);
  }
  mkdirSync(path.join(app, 'node_modules/.bin'));
  symlinkSync('../portico-server/bin/portico-server.mjs', path.join(app, 'node_modules/.bin/portico-server'));

  const port = await freePort();
  const child = spawn('npx', ['--no-install', 'portico-server', 'dev'], { cwd: app, env: { ...process.env, PORT: String(port), PORTICO_CONFIG: '' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  children.push(child);
  const log: string[] = [];
  child.stdout.on('data', (c: Buffer) => log.push(c.toString()));
  child.stderr.on('data', (c: Buffer) => log.push(c.toString()));
  const base = `http://127.0.0.1:${port}`;
  let exit: number | null | undefined;
  child.once('exit', (code) => (exit = code));
  // Ready, or exited (a crash at start fails at once, with what it printed).
  await waitFor('the packed server', async () => (await fetch(`${base}/readyz`)).ok, 180_000, () => (exit === undefined ? null : `it exited ${exit}`)).catch((error: Error) => {
    throw new Error(`${error.message}\n${log.join('')}`);
  });

  expect(await (await fetch(`${base}/api/auth/portico/bootstrap`)).json()).toMatchObject({ backend: 'better-auth', products: expect.arrayContaining(['otp']) });
  const email = 'packed@example.com';
  const post = (p: string, body: unknown) => fetch(`${base}/api/auth${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/email-otp/send-verification-otp', { email, type: 'sign-in' })).status).toBe(200);
  const { messages } = (await (await fetch(`${base}/outbox.json?to=${email}`)).json()) as { messages: Array<{ code: string }> };
  expect((await post('/sign-in/email-otp', { email, otp: messages[0]!.code })).status).toBe(200);
  // The one file it made: the SQLite database, in the folder it was started in.
  expect(execFileSync('ls', [app]).toString()).toMatch(/portico\.sqlite/);
});
