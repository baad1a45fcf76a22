/**
 * `npm start` must never serve the emulator's database. It holds the signing key
 * and the attest secrets, so a page that reads it can forge sessions as anyone. The dev server
 * (Vite, the demo) is asked for the file every way the review did, and its CORS must not let
 * another localhost page read the demo's files. Asked for explicitly: under Vitest the demo is
 * otherwise served from the run's build (scripts/demo/server.ts), which has none of Vite's paths.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DB_PATH } from '../../emulator/core/db';
import type { RunningEmulator } from '../../emulator/server';
import { startEmulatorWithDemo } from '../../scripts/demo/withEmulator';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A raw GET: the path goes out byte for byte (fetch would normalise `..` and `%2e`). */
function get(url: string, rawPath: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Buffer; headers: Record<string, unknown> }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: rawPath, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every way the review asked for a database file at `file` (absolute) whose name under the root is `name`. */
function waysToAsk(file: string): string[] {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const inRoot = !rel.startsWith('..');
  const ways = [`/@fs${file}`, `/@fs${file}?raw`, `/@fs${file}-wal`, `/@fs${file}?import`, `/@fs${file}?url`, `/@fs${file.replace('.portico', '%2eportico')}`];
  if (inRoot) {
    const encoded = rel.replace('.portico', '%2eportico');
    ways.push(
      `/${rel}`,
      `/${rel}-wal`,
      `/${rel}?raw`,
      `/${rel}-wal?raw`,
      `/${rel}?import`,
      `/${rel}?url`,
      `/${rel}?inline`,
      `/${encoded}`,
      `/${rel.replace('.portico', '%2Eportico')}`,
      `/${encoded}?raw`,
      `/${rel.replace('.portico/', '.portico%2f')}`,
      `/demo/../${rel}`,
      `/demo/%2e%2e/${rel}`,
      `//${rel}`,
      `/./${rel}`,
    );
  }
  return ways;
}

async function expectNeverServed(emulator: RunningEmulator, file: string) {
  for (const way of waysToAsk(file)) {
    const answer = await get(emulator.url, way);
    // A SQLite file starts with this header; a WAL file with its own magic number.
    const leaked = answer.body.includes('SQLite format 3') || answer.body.subarray(0, 4).equals(Buffer.from([0x37, 0x7f, 0x06, 0x82])) || answer.body.subarray(0, 4).equals(Buffer.from([0x37, 0x7f, 0x06, 0x83]));
    expect({ way, status: answer.status, leaked }).toMatchObject({ way, leaked: false });
    expect({ way, status: answer.status }).not.toMatchObject({ status: 200 });
  }
}

describe('given the demo dev server (what `npm start` runs)', () => {
  describe('and its default database', () => {
    let emulator: RunningEmulator;
    beforeAll(async () => {
      emulator = await startEmulatorWithDemo({ demo: 'dev', port: 0, quiet: true, dbPath: undefined });
      // A write, so the -wal file exists too.
      await fetch(`${emulator.url}/v1/otps/email/login_or_create`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Portico-Public-Token': emulator.ctx.config.public_token },
        body: JSON.stringify({ email: 'served-db@example.com' }),
      });
    });
    afterAll(() => emulator?.close());

    it('lives outside the project folder (the served root), readable by its owner only', () => {
      expect(path.relative(root, DEFAULT_DB_PATH).startsWith('..')).toBe(true);
      expect(statSync(DEFAULT_DB_PATH).mode & 0o777).toBe(0o600);
    });

    it('is not served by any path', async () => {
      await expectNeverServed(emulator, DEFAULT_DB_PATH);
    });
  });

  describe('and a database kept in the project\'s .portico/ folder (an older clone, or PORTICO_DB)', () => {
    const dir = path.join(root, '.portico', `served-test-${process.pid}`);
    const file = path.join(dir, 'emulator.db');
    let emulator: RunningEmulator;
    beforeAll(async () => {
      mkdirSync(dir, { recursive: true });
      emulator = await startEmulatorWithDemo({ demo: 'dev', port: 0, quiet: true, dbPath: file });
      await fetch(`${emulator.url}/v1/otps/email/login_or_create`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Portico-Public-Token': emulator.ctx.config.public_token },
        body: JSON.stringify({ email: 'served-db@example.com' }),
      });
    });
    afterAll(async () => {
      await emulator?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('is not served by any path, nor is anything else under .portico/', async () => {
      await expectNeverServed(emulator, file);
      for (const way of ['/.portico/', '/%2eportico/', '/.portico/types/index.d.ts', '/@fs' + path.join(root, '.portico') + '/']) {
        expect({ way, status: (await get(emulator.url, way)).status }).not.toMatchObject({ status: 200 });
      }
    });
  });

  describe('and a page on another localhost port', () => {
    let emulator: RunningEmulator;
    beforeAll(async () => {
      emulator = await startEmulatorWithDemo({ demo: 'dev', port: 0, quiet: true, inMemory: true });
    });
    afterAll(() => emulator?.close());

    it("cannot read the dev server's files (no CORS grant)", async () => {
      const origin = 'http://localhost:5999';
      for (const way of ['/demo/index.html', '/src/entries/index.ts', '/package.json', '/tsconfig.json?raw', '/demo/playground.tsx']) {
        const answer = await get(emulator.url, way, { Origin: origin });
        expect({ way, allow: answer.headers['access-control-allow-origin'] ?? null }).toEqual({ way, allow: null });
      }
    });
  });
});

describe('given the demo as a test run serves it (its one build, scripts/demo/server.ts)', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await startEmulatorWithDemo({ demo: 'built', port: 0, quiet: true, inMemory: true });
  });
  afterAll(() => emulator?.close());

  it('keeps the dev server\'s rules: `/` goes to the playground, .portico/ and sources are never served, no CORS grant', async () => {
    const home = await get(emulator.url, '/?config=x');
    expect({ status: home.status, location: home.headers.location }).toEqual({ status: 302, location: '/demo/?config=x' });
    for (const way of ['/.portico/', '/%2eportico/', `/.portico/demo-build-${process.env.PORTICO_TEST_RUN}/out/demo/index.html`, '/demo/playground.tsx', '/package.json']) {
      expect({ way, status: (await get(emulator.url, way)).status }).toEqual({ way, status: 404 });
    }
    const page = await get(emulator.url, '/demo/index.html', { Origin: 'http://localhost:5999' });
    expect({ status: page.status, allow: page.headers['access-control-allow-origin'] ?? null }).toEqual({ status: 200, allow: null });
  });

  it('has every page of demo/ (the build\'s inputs are read from the folder)', async () => {
    const pages = readdirSync(path.join(root, 'demo')).filter((file) => file.endsWith('.html'));
    for (const file of ['', ...pages]) {
      const answer = await get(emulator.url, `/demo/${file}`);
      expect({ file, status: answer.status, type: answer.headers['content-type'] }).toMatchObject({ file, status: 200, type: expect.stringContaining('text/html') });
    }
  });
});
