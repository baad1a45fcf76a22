/**
 * Docs/widget.md is tested. Its "Start here" blocks, taken from the file as they are, make
 * two host apps (one with React, one without) that install the packed package (`npm pack`) and build
 * with Vite. Against the emulator in Chromium a person signs up by magic link and lands signed in on
 * the host's own redirect page, with the widget styled by `portico/style.css`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lightTheme } from '../../tokens';
import { buildLibrary, root } from '../../scripts/size/build';
import { latestMessage, startStack, type Stack } from './harness';
import { packPortico, serveStatic, unpackInto } from './staticHost';

const work = path.join(root, '.portico/docs-hosts');
const HOSTS = ['react', 'vanilla'] as const;
type Host = (typeof HOSTS)[number];

interface Block {
  file: string;
  host?: Host;
  code: string;
}

/** Every fenced block of docs/widget.md whose info string names a file (```ts file=src/client.ts host=react). */
function docBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const match of markdown.matchAll(/^```\w+ ([^\n]*)\n([\s\S]*?)^```$/gm)) {
    const attrs: Record<string, string | undefined> = Object.fromEntries([...(match[1] ?? '').matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]]));
    if (attrs.file) blocks.push({ file: attrs.file, host: attrs.host as Host | undefined, code: match[2] ?? '' });
  }
  return blocks;
}

let stack: Stack;
const servers: Server[] = [];
const origins = {} as Record<Host, string>;

beforeAll(async () => {
  await buildLibrary();
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  // What a registry would hand a host: the tarball of `npm pack`, files as listed in package.json.
  const tarball = packPortico(work);
  const blocks = docBlocks(readFileSync(path.join(root, 'docs/widget.md'), 'utf8'));
  stack = await startStack();
  for (const host of HOSTS) {
    const dir = path.join(work, host);
    const installed = path.join(dir, 'node_modules/portico');
    mkdirSync(installed, { recursive: true });
    unpackInto(tarball, installed);
    // React, Vite and the package's dependencies resolve from the repository's node_modules, as hoisted.
    // Listening before the build: the redirect URL in the docs' code names the host's own origin.
    const server = await serveStatic(path.join(dir, 'dist'));
    servers.push(server);
    origins[host] = `http://localhost:${(server.address() as AddressInfo).port}`;
    for (const block of blocks.filter((b) => !b.host || b.host === host)) {
      // Where the docs name the emulator (8787) and Vite's dev server (5173), this run's ports; the
      // host without React loads its own entry, as the docs say.
      let code = block.code.replaceAll('http://localhost:8787', stack.url).replaceAll('http://localhost:5173', origins[host]);
      if (host === 'vanilla' && block.file === 'index.html') code = code.replace('/src/main.tsx', '/src/main.ts');
      mkdirSync(path.dirname(path.join(dir, block.file)), { recursive: true });
      writeFileSync(path.join(dir, block.file), code);
    }
    // A tsconfig of its own, so the repository's (with `paths` to src/) stays out of the host's build.
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { jsx: 'react-jsx', target: 'ES2022', module: 'ESNext' } }));
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'));
    // The docs' own command: package.json's `build` script (vite from the nearest node_modules/.bin).
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: dir, env, stdio: 'inherit' });
  }
}, 240_000);
afterAll(async () => {
  servers.forEach((server) => server.close());
  await stack?.close();
});

const hex = (value: string) => {
  const n = Number.parseInt(value.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** The package a bare import names: 'portico/style.css' → portico, '@vitejs/plugin-react' as it is. */
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

describe('docs/widget.md "Start here" names everything a newcomer installs', () => {
  const markdown = readFileSync(path.join(root, 'docs/widget.md'), 'utf8');
  const start = markdown.slice(markdown.indexOf('## Start here'), markdown.indexOf('\n## ', markdown.indexOf('## Start here') + 1));
  const blocks = docBlocks(start);
  const imported = new Set(
    blocks.flatMap((block) => [...block.code.matchAll(/^import (?:[^'"]+ from )?['"]([^'".][^'"]*)['"]/gm)].map((match) => packageOf(match[1]!))),
  );
  // JSX compiles to imports of react/jsx-runtime.
  if (blocks.some((block) => block.file.endsWith('.tsx'))) imported.add('react');
  const installed = new Set([...start.matchAll(/^npm install (?:-D )?(.+)$/gm)].flatMap((match) => match[1]!.split(/\s+/)));
  const manifest = JSON.parse(blocks.find((block) => block.file === 'package.json')!.code) as {
    scripts: Record<string, string>;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };

  it('the install lines and package.json hold every package the files import (vite and its React plugin included)', () => {
    expect([...imported].sort()).toEqual(['@vitejs/plugin-react', 'portico', 'react', 'react-dom', 'vite']);
    for (const name of imported) {
      expect(installed).toContain(name);
      expect({ ...manifest.dependencies, ...manifest.devDependencies }).toHaveProperty([name]);
    }
    expect(manifest.scripts).toMatchObject({ dev: 'vite', build: 'vite build' });
  });

  it('every page has a viewport', () => {
    for (const page of blocks.filter((block) => block.file.endsWith('.html'))) {
      expect(page.code).toContain('<meta name="viewport" content="width=device-width, initial-scale=1" />');
    }
  });
});

describe.each(HOSTS)('docs/widget.md, built as a %s host from the packed package', (host) => {
  it('signs a person up by magic link, back on the host page, with the stylesheet applied', async () => {
    const { page, context } = await stack.newPage();
    const email = `docs-${host}-${Date.now()}@example.com`;
    await page.goto(origins[host]);
    const button = page.getByRole('button', { name: 'Continue with email' });
    await button.waitFor();
    // The CSS applies: the button wears the theme's primary colour, not the browser's grey.
    await expect(button.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe(hex(lightTheme.colors.primary));
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await button.click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const message = await latestMessage(stack.url, email);
    const link = message.links.find((href) => href.includes('stytch_token_type=magic_links'));
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByRole('status').filter({ hasText: `Signed in as ${email}` }).waitFor();
    expect(new URL(page.url()).origin).toBe(origins[host]);
    expect(new URL(page.url()).searchParams.get('token')).toBeNull(); // taken out of the address bar
    await context.close();
  });
});
