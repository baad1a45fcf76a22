#!/usr/bin/env node
/**
 * `npm run check:release`: every package as the registry would hand it to a host, proven from
 * empty folders. Builds (`npm run build`), packs the four packages (portico, portico-better-auth,
 * portico-server, portico-emulator), runs publint, @arethetypeswrong/cli and `npm publish
 * --dry-run` on each tarball, then installs them the way hosts do, one install per folder, the
 * three installs at once:
 *
 * - `widget/`: `portico` with React and React DOM; its tree must hold none of the servers' packages.
 * - `elements/`: `portico` alone (and Vite, a dev dependency), as a Vue, Svelte or plain Vite host
 *   of the custom elements: no React and no server package in its tree; importing a React entry
 *   fails naming React; a Vite build of a page with `<portico-login theme="dark">` must come out
 *   styled dark in Chromium, served by `vite preview` against the packed emulator.
 * - `servers/`: portico-server, portico-emulator and portico-better-auth (one better-sqlite3
 *   compile for both servers). Both bins start on plain `node` (no TypeScript loader in the tree)
 *   and answer; a plain Node 20 ESM file imports `portico()` and `porticoClient()` and serves
 *   the bootstrap and a refused weak password through Better Auth.
 * - `next-app/`: tests/release/next-app (a Next.js App Router app) with the packed plugin: `next
 *   build`, `next start`, then its route handler (`toNextJsHandler`) serves portico()'s bootstrap,
 *   refuses a breached password, signs a person up and in, and reads the session.
 *
 * - `examples/`: the five example apps (scripts/release/examples.mjs), one install for all, built
 *   at once and driven in Chromium against the packed emulator.
 *
 * Offline but for the npm registry (`--prefer-offline`). `--keep` leaves the folders in place;
 * `--examples-only` installs the servers and the examples alone, and checks the examples;
 * `--no-examples` leaves the examples out.
 * Exits 1 when any check fails, naming it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkExamples, prepareExamples } from './release/examples.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const skipBuild = process.argv.includes('--no-build');
const examplesOnly = process.argv.includes('--examples-only');
const noExamples = process.argv.includes('--no-examples');
const started = Date.now();
const results = [];
const children = [];
const log = (line) => console.log(`check:release: ${line}`);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const rootPkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const versionOf = (name) => JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

/** Packages only a server needs: none may be in a front-end app's tree. */
const SERVER_PACKAGES = [
  'portico-server', 'portico-emulator', 'portico-better-auth', 'better-auth', 'better-sqlite3', 'pg', 'ioredis', 'nodemailer',
  'smtp-server', 'kysely', 'hono', '@hono/node-server', 'tsx', '@types/pg', '@types/nodemailer', '@types/smtp-server',
];
const PUBLIC_TOKEN = 'public-token-test-5d1c2f0a-8b7e-4c3d-9a6f-portico-demo';

function record(label, ok, detail = '') {
  results.push({ label, ok });
  log(`${label}: ${ok ? 'ok' : 'FAILED'}${detail ? ` (${detail})` : ''}`);
  return ok;
}

/** Env for what runs in the folders: no npm or Vitest variables of this process, no telemetry. */
const cleanEnv = (extra = {}) => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_') && !k.startsWith('VITEST') && k !== 'NODE_ENV' && k !== 'INIT_CWD')),
  npm_config_update_notifier: 'false',
  NEXT_TELEMETRY_DISABLED: '1',
  ...extra,
});

function runSync(label, command, args, { cwd = root, quiet = true, env = cleanEnv() } = {}) {
  const t = Date.now();
  const res = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: quiet ? 'pipe' : 'inherit', env, maxBuffer: 64 * 1024 * 1024 });
  const ok = res.status === 0;
  if (!ok && quiet) process.stdout.write(`${res.stdout ?? ''}${res.stderr ?? ''}`);
  record(label, ok, seconds(t));
  return { ok, stdout: res.stdout ?? '', stderr: res.stderr ?? '' };
}

const INSTALL_LIMIT_MS = 15 * 60_000;

/** The same, without blocking: the installs run at once. */
function runAsync(label, command, args, { cwd, env = cleanEnv() }) {
  const t = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    // Bounds a hang (an install once sat idle for 19 minutes resolving a peer conflict), so CI fails
    // with the output instead of running out its time; a loaded machine takes minutes, not this.
    const limit = setTimeout(() => {
      out += `\ncheck:release: ${label} still running after ${INSTALL_LIMIT_MS / 60_000} min; stopped\n`;
      child.kill('SIGKILL');
    }, INSTALL_LIMIT_MS);
    child.on('close', (code) => {
      clearTimeout(limit);
      if (code !== 0) process.stdout.write(out);
      resolve(record(label, code === 0, seconds(t)));
    });
  });
}

/** A long-running process in its own group (npx, next start and what they run end together). */
function background(name, command, args, { cwd, env }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.output = '';
  child.stdout.on('data', (c) => (child.output += c));
  child.stderr.on('data', (c) => (child.output += c));
  child.exited = null;
  child.on('exit', (code) => (child.exited = code));
  child.label = name;
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) {
    try {
      if (child.pid && child.exited === null) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Until `url` answers 2xx, or the process exits, or three minutes pass (a bound on a hang, not a timing). */
async function answering(child, url) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (await fetch(url).then((r) => r.ok, () => false)) return true;
    if (child.exited !== null || Date.now() > deadline) {
      log(`${child.label} never answered ${url}${child.exited !== null ? ` (exited ${child.exited})` : ''}:\n${child.output}`);
      return false;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Every package in an install's tree, from its lockfile, with whether only dev dependencies need it. */
function installedTree(dir) {
  const lock = JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
  return Object.entries(lock.packages)
    .filter(([key]) => key.startsWith('node_modules/') || key.includes('/node_modules/'))
    .map(([key, entry]) => ({ name: key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length), dev: !!entry.dev, optional: !!entry.optional }));
}

function writeJson(file, value) {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

async function main() {
  if (!skipBuild && !runSync('build', 'npm', ['run', 'build'], { quiet: false, env: process.env }).ok) return;

  const work = mkdtempSync(path.join(os.tmpdir(), 'portico-release-'));
  try {
    await checks(work);
  } finally {
    stopAll();
    if (keep) log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

/** The README's install lines: each is one of the installs below, so each is proven. */
const README_INSTALLS = ['npm install portico react react-dom', 'npm install -D portico-emulator', 'npm install portico-server', 'npm install better-auth@1.7.6 portico-better-auth'];

async function checks(work) {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const undocumented = README_INSTALLS.filter((line) => !readme.includes(line));
  record('README.md shows the install lines this check runs', undocumented.length === 0, undocumented.join('; '));

  // Pack: the root (the widget) and every workspace, as `npm publish --workspaces --include-workspace-root` would.
  const packs = path.join(work, 'packs');
  mkdirSync(packs);
  const packed = [
    ...JSON.parse(runSync('pack portico', 'npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', packs]).stdout || '[]'),
    ...JSON.parse(runSync('pack the workspaces', 'npm', ['pack', '--json', '--ignore-scripts', '--workspaces', '--pack-destination', packs]).stdout || '[]'),
  ];
  const tarballs = Object.fromEntries(packed.map((p) => [p.name, path.join(packs, p.filename)]));
  const manifests = Object.fromEntries(['.', ...rootPkg.workspaces].map((dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'))).map((m) => [m.name, m]));
  const expected = Object.keys(manifests);
  if (!record('four tarballs', expected.every((name) => tarballs[name]), Object.keys(tarballs).join(', '))) return;
  for (const p of packed) {
    const shipped = p.files.map((f) => f.path);
    const typescript = shipped.filter((f) => /\.(m|c)?tsx?$/.test(f) && !/\.d\.(m|c)?ts$/.test(f));
    record(`${p.name}@${p.version}: ${p.entryCount} files, ${(p.size / 1024).toFixed(1)} kB; no TypeScript source shipped`, typescript.length === 0, typescript.slice(0, 5).join(', '));
    const m = manifests[p.name];
    const missing = ['license', 'repository', 'files', 'engines'].filter((field) => !m[field]);
    record(`${p.name}: public, with license, repository, files, engines and a README`, !m.private && missing.length === 0 && shipped.some((f) => /^readme\.md$/i.test(f)), missing.join(', '));
  }
  record('one version line', new Set(packed.map((p) => p.version)).size === 1, packed.map((p) => `${p.name}@${p.version}`).join(', '));

  // The installs take longest (next, better-sqlite3's compile): start all three now, check the tarballs meanwhile.
  const install = ['install', '--prefer-offline', '--no-audit', '--no-fund'];
  const widget = path.join(work, 'widget');
  mkdirSync(widget);
  writeJson(path.join(widget, 'package.json'), {
    name: 'react-host', private: true, type: 'module',
    dependencies: { portico: `file:${tarballs.portico}`, react: versionOf('react'), 'react-dom': versionOf('react-dom') },
  });
  // A host of the framework-free elements only (Vue, Svelte, plain Vite): no React.
  const elements = path.join(work, 'elements');
  mkdirSync(elements);
  writeJson(path.join(elements, 'package.json'), {
    name: 'elements-host', private: true, type: 'module',
    dependencies: { portico: `file:${tarballs.portico}` },
    devDependencies: { vite: versionOf('vite') },
  });
  const servers = path.join(work, 'servers');
  mkdirSync(servers);
  writeJson(path.join(servers, 'package.json'), { name: 'server-host', private: true, type: 'module' });
  const next = path.join(work, 'next-app');
  cpSync(path.join(root, 'tests/release/next-app'), next, { recursive: true, filter: (src) => !/node_modules|\.next/.test(src) });
  const examples = noExamples ? null : prepareExamples(root, work, tarballs.portico);
  const installs = Promise.all([
    ...(examplesOnly
      ? []
      : [
          runAsync('install portico react react-dom into widget/', 'npm', install, { cwd: widget }),
          runAsync('install portico (+ vite, dev) into elements/', 'npm', install, { cwd: elements }),
          runAsync('install next-app/ with the packed portico-better-auth', 'npm', [...install, tarballs['portico-better-auth']], { cwd: next }),
        ]),
    runAsync('install portico-server portico-emulator portico-better-auth into servers/', 'npm', [...install, tarballs['portico-better-auth'], tarballs['portico-server'], tarballs['portico-emulator']], { cwd: servers }),
    ...(examples ? [runAsync('install examples/ (five apps, one install, their lockfile)', 'npm', install, { cwd: examples })] : []),
  ]);

  for (const p of examplesOnly ? [] : packed) {
    const tarball = tarballs[p.name];
    runSync(`publint ${p.name}`, 'npx', ['--no-install', 'publint', 'run', tarball, '--strict']);
    const assets = Object.entries(manifests[p.name].exports ?? {})
      .filter(([sub, target]) => typeof target === 'string' && !/\.[cm]?js$/.test(target))
      .map(([sub]) => sub.slice(2));
    runSync(`attw ${p.name}`, 'npx', ['--no-install', 'attw', tarball, '--profile', 'node16', '--ignore-rules', 'cjs-resolves-to-esm', ...(assets.length ? ['--exclude-entrypoints', ...assets] : []), '--format', 'table-flipped']);
    runSync(`npm publish --dry-run ${p.name}`, 'npm', ['publish', '--dry-run', '--ignore-scripts', tarball]);
  }

  const t = Date.now();
  const installed = await installs;
  log(`installs finished ${seconds(t)} after the tarball checks`);
  if (!installed.every(Boolean)) return;

  if (!examplesOnly) await checkServers(servers);
  const emulator = await startEmulator(servers);
  if (!examplesOnly) {
    checkWidget(widget);
    await checkElements(elements, emulator);
    await checkNext(next);
  }
  if (!examples) return;
  const t0 = Date.now();
  const kit = { runSync, background, answering, record, cleanEnv, freePort, seconds };
  await checkExamples(examples, { emulator, token: PUBLIC_TOKEN, chromium: launchChromium, kit });
  log(`examples checked in ${seconds(t0)}`);
}

/** Debian's Chromium (.ci/run installs it) or CHROMIUM_PATH, as the tests use; never a downloaded browser. */
async function launchChromium() {
  const { chromium } = await import('playwright');
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
}

async function checkServers(dir) {
  const tree = installedTree(dir);
  record('servers/: no TypeScript loader installed (tsx, ts-node)', !tree.some((p) => p.name === 'tsx' || p.name === 'ts-node'));
  const bin = path.join(dir, 'node_modules/.bin/portico-server');
  // Production is the default: with no settings the bin refuses to start and names what is missing.
  const bare = spawnSync(bin, [], { cwd: dir, encoding: 'utf8', env: cleanEnv({ PORTICO_CONFIG: '' }), timeout: 120_000 });
  record('portico-server with no settings: production, refused, naming PORTICO_SECRET', bare.status === 1 && /PORTICO_SECRET/.test(bare.stderr), `exit ${bare.status}`);
  const port = await freePort();
  // The bin as a host runs it: node_modules/.bin/portico-server, `#!/usr/bin/env node`, plain Node.
  const server = background('portico-server', bin, ['dev'], { cwd: dir, env: cleanEnv({ PORT: String(port), PORTICO_CONFIG: '' }) });
  if (await answering(server, `http://127.0.0.1:${port}/readyz`)) {
    const bootstrap = await (await fetch(`http://127.0.0.1:${port}/api/auth/portico/bootstrap`)).json();
    record('portico-server dev on plain node: /readyz and the bootstrap', bootstrap.backend === 'better-auth', JSON.stringify(bootstrap.products));
  } else record('portico-server on plain node', false);
  process.kill(-server.pid, 'SIGTERM');

  // A plain Node 20 ESM file: the host's own Better Auth with portico(), and the client plugin.
  writeFileSync(
    path.join(dir, 'plugin.mjs'),
    `import { betterAuth } from 'better-auth';
import { memoryAdapter } from 'better-auth/adapters/memory';
import { portico, PORTICO_ERROR_CODES } from 'portico-better-auth';
import { porticoClient } from 'portico-better-auth/client';

const auth = betterAuth({
  baseURL: 'http://localhost:3000/api/auth',
  secret: 'portico-release-check-secret-0123456789-abcdef',
  database: memoryAdapter({ user: [], session: [], account: [], verification: [], porticoLockout: [] }),
  telemetry: { enabled: false },
  emailAndPassword: { enabled: true, minPasswordLength: 1 },
  plugins: [portico({ projectName: 'Plain Node', products: ['passwords'] })],
});
const call = (p, body) => auth.handler(new Request('http://localhost:3000/api/auth' + p, body
  ? { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' }, body: JSON.stringify(body) }
  : {}));
const bootstrap = await (await call('/portico/bootstrap')).json();
const weak = await call('/sign-up/email', { email: 'a@example.com', password: 'abc', name: 'A' });
const strong = await call('/sign-up/email', { email: 'a@example.com', password: 'a long and unusual passphrase 42', name: 'A' });
console.log(JSON.stringify({ project: bootstrap.project_name, weak: [weak.status, (await weak.json()).code], strong: strong.status,
  client: porticoClient().id, registered: PORTICO_ERROR_CODES.WEAK_PASSWORD.code }));
`,
  );
  const res = runSync('plain Node 20 ESM imports portico() and porticoClient()', process.execPath, ['plugin.mjs'], { cwd: dir });
  if (res.ok) {
    const out = JSON.parse(res.stdout.trim().split('\n').pop());
    record('  …and Better Auth serves the bootstrap, refuses a weak password, signs a strong one up', out.project === 'Plain Node' && out.weak[0] === 400 && out.weak[1] === 'WEAK_PASSWORD' && out.strong === 200 && out.client === 'portico', JSON.stringify(out));
  }
}

async function startEmulator(dir) {
  const port = await freePort();
  const emulator = background('portico-emulator', path.join(dir, 'node_modules/.bin/portico-emulator'), [], {
    cwd: dir,
    env: cleanEnv({ PORT: String(port), PORTICO_IN_MEMORY: '1', XDG_DATA_HOME: path.join(dir, 'data') }),
  });
  const ok = await answering(emulator, `http://localhost:${port}/outbox.json`);
  record('portico-emulator on plain node answers', ok && emulator.output.includes(`running at http://localhost:${port}`));
  return `http://localhost:${port}`;
}

function checkWidget(dir) {
  const tree = installedTree(dir);
  const servers = tree.filter((p) => SERVER_PACKAGES.includes(p.name)).map((p) => p.name);
  record(`widget/: npm install portico react react-dom = ${tree.length} packages, none of the servers'`, servers.length === 0, servers.join(', '));
}

async function checkElements(dir, emulatorUrl) {
  const tree = installedTree(dir);
  const app = tree.filter((p) => !p.dev);
  const unwanted = app.filter((p) => SERVER_PACKAGES.includes(p.name) || ['react', 'react-dom'].includes(p.name)).map((p) => p.name);
  record(`elements/: npm install portico = ${app.length} packages, neither React nor a server's`, unwanted.length === 0, unwanted.join(', '));
  // A React entry without React fails at once, naming React (an ESM import is resolved before any code runs).
  const node = spawnSync(process.execPath, ['--input-type=module', '-e', "await import('portico')"], { cwd: dir, encoding: 'utf8' });
  record("elements/: import 'portico' without React fails naming react", node.status !== 0 && /Cannot find package 'react'/.test(node.stderr), node.stderr.split('\n').find((l) => l.includes('react')) ?? node.stderr.slice(0, 200));

  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <body>
    <portico-login id="dark" theme="dark" base-url="${emulatorUrl}" public-token="${PUBLIC_TOKEN}"></portico-login>
    <portico-login id="light" theme="light" base-url="${emulatorUrl}" public-token="${PUBLIC_TOKEN}"></portico-login>
    <script type="module" src="/main.js"></script>
  </body>
</html>
`,
  );
  writeFileSync(path.join(dir, 'main.js'), "import 'portico/elements/standalone';\n");
  if (!runSync('vite build of <portico-login theme="dark">', 'npx', ['--no-install', 'vite', 'build'], { cwd: dir }).ok) return;
  const port = await freePort();
  const preview = background('vite preview', 'npx', ['--no-install', 'vite', 'preview', '--port', String(port), '--strictPort', '--host', 'localhost'], { cwd: dir, env: cleanEnv() });
  if (!(await answering(preview, `http://localhost:${port}/`))) return record('vite preview', false);

  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/`);
    // Each element's root, once Main's email field is drawn, and the colours the theme gave it.
    const colours = await page.waitForFunction(
      () => {
        const read = (id) => {
          const shadow = document.getElementById(id)?.shadowRoot;
          const rootEl = shadow?.querySelector('.portico-root');
          if (!rootEl || !shadow.querySelector('input')) return null;
          // The root sets the text colour; the card inside it the background.
          const background = [...rootEl.querySelectorAll('*')].map((el) => getComputedStyle(el).backgroundColor).find((c) => c !== 'rgba(0, 0, 0, 0)');
          return { background: background ?? 'none', color: getComputedStyle(rootEl).color };
        };
        const dark = read('dark');
        const light = read('light');
        return dark && light ? { dark, light } : null;
      },
      null,
      { timeout: 90_000 },
    );
    const { dark, light } = await colours.jsonValue();
    const luminance = (rgb) => {
      if (!rgb.startsWith('rgb')) return NaN; // no background at all: unstyled
      const [r, g, b] = rgb.match(/[\d.]+/g).slice(0, 3).map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    };
    record(
      'the Vite host\'s <portico-login theme="dark"> is styled dark',
      // Unstyled (the dark theme's chunk dropped), the dark element had black text and no background.
      luminance(dark.background) < 0.3 && luminance(dark.color) > 0.6 && luminance(light.background) > 0.7 && luminance(light.color) < 0.4,
      `dark: ${dark.background} on ${dark.color}; light: ${light.background} on ${light.color}`,
    );
  } catch (error) {
    record('the Vite host\'s <portico-login theme="dark"> is styled dark', false, error.message);
  } finally {
    await browser.close();
    process.kill(-preview.pid, 'SIGTERM');
  }
}

async function checkNext(dir) {
  if (!runSync('next build (Next.js App Router)', 'npx', ['--no-install', 'next', 'build'], { cwd: dir }).ok) return;
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = background('next start', 'npx', ['--no-install', 'next', 'start', '-p', String(port), '-H', 'localhost'], { cwd: dir, env: cleanEnv({ BETTER_AUTH_URL: base }) });
  if (!(await answering(server, `${base}/api/auth/portico/bootstrap`))) return record('next start serves /api/auth', false);
  let cookie = '';
  const post = async (p, body) => {
    const res = await fetch(`${base}/api/auth${p}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base, ...(cookie && { cookie }) }, body: JSON.stringify(body) });
    const set = res.headers.getSetCookie();
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
    return { status: res.status, json: await res.json().catch(() => null) };
  };
  const bootstrap = await (await fetch(`${base}/api/auth/portico/bootstrap`)).json();
  record('Next.js route handler: portico()\'s bootstrap', bootstrap.project_name === 'Next.js host' && bootstrap.products?.includes('passwords'), JSON.stringify(bootstrap.products));
  const email = 'next@example.com';
  const breached = await post('/sign-up/email', { email, password: 'password123', name: 'Next' });
  record('Next.js route handler: portico() refuses a breached password', breached.status === 400 && breached.json?.code === 'BREACHED_PASSWORD', `${breached.status} ${breached.json?.code}`);
  const password = 'a long and unusual passphrase 42';
  const signUp = await post('/sign-up/email', { email, password, name: 'Next' });
  cookie = '';
  const signIn = await post('/sign-in/email', { email, password });
  const session = await (await fetch(`${base}/api/auth/get-session`, { headers: { cookie } })).json();
  record('Next.js route handler: sign-up, sign-in and the session through portico()', signUp.status === 200 && signIn.status === 200 && session?.user?.email === email, `${signUp.status}, ${signIn.status}, ${session?.user?.email}`);
  process.kill(-server.pid, 'SIGTERM');
}

try {
  await main();
} catch (error) {
  record('check:release ran to its end', false, error.stack);
} finally {
  stopAll();
}
const failed = results.filter((r) => !r.ok);
log(
  failed.length === 0
    ? `all ${results.length} checks passed in ${seconds(started)}`
    : `${failed.length} of ${results.length} checks failed (${failed.map((r) => r.label).join('; ')}) in ${seconds(started)}`,
);
process.exit(failed.length === 0 ? 0 : 1);
