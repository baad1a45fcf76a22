/**
 * The example apps (examples/: Vue 3, Svelte 5, Angular, Astro, Next.js App Router), as a host
 * builds and runs them: copied out of the repository, installed once for all five from the
 * registry with the packed portico (their own lockfile, every dependency pinned), built with each
 * framework's own tool, served, and driven in Chromium against the packed emulator. In each, a
 * person signs in by magic link through the app's own redirect page; the element wears the app's
 * brand colour in the light, dark and system themes with a readable label; the page logs no
 * error. Next.js also renders Main on the server, hydrates with no warning, and a server component
 * reads the verified session. scripts/check-release.mjs runs it (`--examples-only`: these alone).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

export const EXAMPLES = ['vue', 'svelte', 'angular', 'astro', 'next'];
const BRAND = 'rgb(11, 110, 79)'; // #0b6e4f, each app's --portico-colors-primary

/** examples/ copied into `work` (no installs or builds of the checkout), with the packed portico beside it. */
export function prepareExamples(root, work, porticoTarball) {
  const dir = path.join(work, 'examples');
  cpSync(path.join(root, 'examples'), dir, { recursive: true, filter: (src) => !/node_modules|[/\\](dist|\.next|\.astro|\.angular)$|portico\.tgz$/.test(src) });
  cpSync(porticoTarball, path.join(dir, 'portico.tgz'));
  // The lockfile pins every package but portico, whose tarball is new each time: with a hash in
  // the lock, npm would install the cached tarball of that hash, not this one.
  const lockfile = path.join(dir, 'package-lock.json');
  const lock = JSON.parse(readFileSync(lockfile, 'utf8'));
  delete lock.packages['node_modules/portico']?.integrity;
  writeFileSync(lockfile, `${JSON.stringify(lock, null, 2)}\n`);
  return dir;
}

/** The build of each app, with the emulator's address as each framework passes settings to a build. */
function builds(dir, emulator, token) {
  const env = {
    VITE_PORTICO_URL: emulator, VITE_PORTICO_PUBLIC_TOKEN: token,
    PUBLIC_PORTICO_URL: emulator, PUBLIC_PORTICO_PUBLIC_TOKEN: token,
    NEXT_PUBLIC_PORTICO_URL: emulator, NEXT_PUBLIC_PORTICO_PUBLIC_TOKEN: token,
    ASTRO_TELEMETRY_DISABLED: '1', NG_CLI_ANALYTICS: 'false',
  };
  // Angular's settings are a source file (src/environment.ts), as an Angular deployment writes them.
  writeFileSync(path.join(dir, 'angular/src/environment.ts'), `export const environment = ${JSON.stringify({ porticoUrl: emulator, publicToken: token })};\n`);
  return { env, out: { vue: 'vue/dist', svelte: 'svelte/dist', angular: 'angular/dist/browser', astro: 'astro/dist' } };
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** A built app's files on a port of their own; `/x` serves `/x/index.html` or `/x.html`, as static hosts do. */
function serveStatic(dir) {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    const candidates = [pathname, `${pathname}/index.html`, `${pathname}.html`].map((p) => path.join(dir, path.normalize(p)));
    const file = candidates.find((f) => f.startsWith(dir) && existsSync(f) && statSync(f).isFile());
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, 'localhost', () => resolve(server)));
}

/**
 * Builds, serves and drives every app. `kit` is check-release's: runSync, background, answering,
 * record, cleanEnv, freePort, seconds.
 */
export async function checkExamples(dir, { emulator, token, chromium, kit }) {
  const { env, out } = builds(dir, emulator, token);
  const started = Date.now();
  // The five builds at once: each is mostly waiting on its own tool's start-up and disk, so together
  // they take little more than the slowest alone. Each app's own build script: the type check
  // (vue-tsc, svelte-check, ng, astro, next) and the bundle.
  const built = await Promise.all(EXAMPLES.map((app) => buildApp(dir, app, kit.cleanEnv(env), kit)));
  if (!kit.record('examples: five builds, at once', built.every(Boolean), kit.seconds(started))) return;

  const servers = [];
  const browser = await chromium();
  try {
    for (const app of EXAMPLES.filter((a) => a !== 'next')) {
      const server = await serveStatic(path.join(dir, out[app]));
      servers.push(server);
      await signInWithElement(browser, app, `http://localhost:${server.address().port}`, emulator, kit);
    }
    const port = await kit.freePort();
    const base = `http://localhost:${port}`;
    const next = kit.background('examples/next: next start', 'npm', ['run', 'start', '-w', 'next', '--', '-p', String(port), '-H', 'localhost'], { cwd: dir, env: kit.cleanEnv(env) });
    if (await kit.answering(next, `${base}/account`)) await checkNext(browser, base, emulator, kit);
    else kit.record('examples/next: next start answers', false);
    process.kill(-next.pid, 'SIGTERM');
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
}

/** `npm run build` of one app, its output shown only when it fails. */
function buildApp(dir, app, env, kit) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '-w', app], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('close', (code) => {
      if (code !== 0) process.stdout.write(out);
      resolve(kit.record(`examples/${app}: npm run build`, code === 0, kit.seconds(started)));
    });
  });
}

/** A page, with every uncaught error, console error and warning kept (a hydration warning among them). */
async function open(browser, url) {
  const context = await browser.newContext();
  context.setDefaultTimeout(90_000);
  const page = await context.newPage();
  const problems = [];
  // Every script the page downloads, to tell which library drew it.
  const scripts = [];
  page.on('response', (response) => {
    if (/javascript/.test(response.headers()['content-type'] ?? '')) scripts.push(response.text().catch(() => ''));
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // A failed request is told apart below, by its address.
    if (['error', 'warning'].includes(message.type()) && !message.text().startsWith('Failed to load resource')) problems.push(`${message.type()}: ${message.text()}`);
  });
  // Every request answered, but the browser's own guess at a favicon.
  page.on('response', (response) => response.status() >= 400 && !response.url().endsWith('/favicon.ico') && problems.push(`${response.status()} ${response.url()}`));
  await page.goto(url);
  return { page, context, problems, scripts: () => Promise.all(scripts) };
}

/** The newest message the emulator's outbox holds for `to`, once it is there. */
async function outbox(emulator, to) {
  for (let tries = 0; tries < 300; tries += 1) {
    const { messages } = await (await fetch(`${emulator}/outbox.json?to=${encodeURIComponent(to)}`)).json();
    if (messages[0]) return messages[0];
    await new Promise((r) => setTimeout(r, 200)); // the poll's interval: it returns once the mail is there
  }
  throw new Error(`no message to ${to} in the outbox`);
}

/** The button's fill, its label and their contrast, as Chromium computes them. */
const buttonColours = (page) =>
  page.getByRole('button', { name: 'Continue with email' }).evaluate((button) => {
    const paint = (colour) => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 1, height: 1 });
      const context = canvas.getContext('2d');
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3);
    };
    const lum = (rgb) => rgb.map((v) => v / 255).map((s) => (s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
    const style = getComputedStyle(button);
    const [fill, label] = [paint(style.backgroundColor), paint(style.color)];
    const [a, b] = [lum(fill), lum(label)];
    return { fill: `rgb(${fill.join(', ')})`, ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) };
  });

async function signInWithElement(browser, app, origin, emulator, kit) {
  const label = `examples/${app}`;
  const { page, context, problems, scripts } = await open(browser, `${origin}/`);
  try {
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    // React 19's builds link their error codes to react.dev; Preact's (the elements') never do.
    const react = (await scripts()).filter((code) => code.includes('react.dev/errors')).length;
    kit.record(`${label}: the element drew with no React downloaded`, react === 0, `${react} of the page's scripts hold React`);
    // The brand colour of the app's stylesheet, in every theme its select offers; the label readable on it.
    const themes = {};
    for (const [theme, scheme, card] of [['light', 'light', 'rgb(255, 255, 255)'], ['dark', 'light', 'rgb(20, 35, 43)'], ['system', 'light', 'rgb(255, 255, 255)'], ['system', 'dark', 'rgb(20, 35, 43)']]) {
      await page.getByLabel('Theme').selectOption(theme);
      await page.emulateMedia({ colorScheme: scheme });
      // Settled: the theme's card drawn (the dark theme's CSS arrives when first asked for), the button's colour fade over.
      const settled = await page
        .waitForFunction(
          ([want, brand]) => {
            const shadow = document.querySelector('portico-login')?.shadowRoot;
            const [card, button] = [shadow?.querySelector('[part="card"]'), shadow?.querySelector('button[data-variant="primary"]')];
            return card && button && getComputedStyle(card).backgroundColor === want && getComputedStyle(button).backgroundColor === brand;
          },
          [card, BRAND],
          { timeout: 90_000 },
        )
        .then(() => true, () => false);
      themes[theme === 'system' ? `system/${scheme}` : theme] = { settled, ...(await buttonColours(page)) };
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByLabel('Theme').selectOption('light');
    const wrong = Object.entries(themes).filter(([, t]) => !t.settled || t.fill !== BRAND || t.ratio < 4.5);
    kit.record(`${label}: the element wears the app's brand colour in light, dark and system, with a readable label`, wrong.length === 0, JSON.stringify(themes));

    const email = `${app}@example.com`;
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByRole('list', { name: 'Events' }).getByText('MagicLinkLoginOrCreateEvent').waitFor();
    const link = (await outbox(emulator, email)).links.find((href) => href.includes('stytch_token_type=magic_links'));
    await page.goto(link);
    await page.getByRole('status').getByText(`Signed in as ${email}`).waitFor();
    kit.record(`${label}: a magic link signs a person in through the app's redirect page; the app heard the event`, link.startsWith(origin) && problems.length === 0, problems.join(' | '));
  } catch (error) {
    kit.record(`${label}: sign-in`, false, `${error.message}\n${problems.join('\n')}`);
  } finally {
    await context.close();
  }
}

async function checkNext(browser, base, emulator, kit) {
  const label = 'examples/next';
  // Main, as the server rendered it: before any script runs.
  const html = await (await fetch(`${base}/`)).text();
  kit.record(`${label}: the sign-in page's HTML holds Main, rendered on the server`, html.includes('Sign up or log in') && /<input[^>]*type="email"/.test(html) && html.includes('Continue with email'));
  const { page, context, problems } = await open(browser, `${base}/`);
  try {
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    // Hydrated: React's handlers answer (an invalid address is refused with the spec's words).
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByText('Email format is invalid.').first().waitFor();
    // The pointer off the button and its hover fade over: a frame of the fade is not the brand's colour.
    await page.mouse.move(0, 0);
    await page
      .waitForFunction(
        (brand) => {
          const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Continue with email');
          return button && getComputedStyle(button).backgroundColor === brand;
        },
        BRAND,
        { timeout: 90_000 },
      )
      .catch(() => undefined);
    const colours = await buttonColours(page);
    kit.record(`${label}: hydrated with no warning or error; the brand colour from the page's CSS, its label readable`, problems.length === 0 && colours.fill === BRAND && colours.ratio >= 4.5, `${JSON.stringify(colours)} ${problems.join(' | ')}`);

    const email = 'next@example.com';
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const link = (await outbox(emulator, email)).links.find((href) => href.includes('stytch_token_type=magic_links'));
    await page.goto(link);
    await page.getByRole('status').getByText(`Signed in as ${email}`).waitFor();
    await page.getByRole('link', { name: 'Your account' }).click();
    const status = await page.getByRole('status').textContent();
    const other = await browser.newContext();
    const signedOut = await (await other.newPage()).goto(`${base}/account`).then((res) => res.text());
    await other.close();
    kit.record(
      `${label}: a magic link signs a person in; a server component reads the verified session (and none without it)`,
      /^Signed in as user user-/.test(status ?? '') && signedOut.includes('Nobody is signed in.') && problems.length === 0,
      `${status}; ${problems.join(' | ')}`,
    );
  } catch (error) {
    kit.record(`${label}: sign-in`, false, `${error.message}\n${problems.join('\n')}`);
  } finally {
    await context.close();
  }
}
