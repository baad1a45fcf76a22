/**
 * The packed package starts with one command in its install folder, on
 * SQLite, and serves the widget's bootstrap and a passcode sign-in. The install is the run's one
 * (tests/scale/buildPackages.ts: `npm pack` of plugin/ and server/, `npm install` of the tarballs
 * into an empty folder).
 */
import { execFileSync, spawn } from 'node:child_process';
import { afterAll, expect, inject, it } from 'vitest';
import { freePort, waitFor } from './infra';

const children: Array<ReturnType<typeof spawn>> = [];
afterAll(() => {
  // npx runs the server as its own child: the whole process group goes, or the server outlives the test.
  children.forEach((c) => c.pid && process.kill(-c.pid, 'SIGKILL'));
});

it('npx portico-server from the packed package serves the widget on SQLite', async () => {
  const app = inject('porticoApp');
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
  // A browser's Origin: Better Auth checks it on sign-ins.
  const post = (p: string, body: unknown) => fetch(`${base}/api/auth${p}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(body) });
  expect((await post('/email-otp/send-verification-otp', { email, type: 'sign-in' })).status).toBe(200);
  const { messages } = (await (await fetch(`${base}/outbox.json?to=${email}`)).json()) as { messages: Array<{ code: string }> };
  expect((await post('/sign-in/email-otp', { email, otp: messages[0]!.code })).status).toBe(200);
  // The one file it made: the SQLite database, in the folder it was started in.
  expect(execFileSync('ls', [app]).toString()).toMatch(/portico\.sqlite/);
});
