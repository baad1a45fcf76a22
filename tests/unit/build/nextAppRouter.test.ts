/**
 * Next.js App Router (docs/widget.md "Next.js"). The package's React entries start with
 * 'use client' once built (rollup drops the directive from sources, so the build writes it); the
 * others must not, or a server component could not call their functions (createHttpClient, the
 * phone helpers). And the client component of the docs renders on the server, as Next.js renders
 * client components for the first HTML, from the built files in Node.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLibrary, root } from '../../../scripts/size/build';

const built = (entry: string) => readFileSync(path.join(root, 'dist', `${entry}.js`), 'utf8');

beforeAll(() => buildLibrary(), 240_000);

describe('the built package in a Next.js App Router app', () => {
  it.each(['index', 'session', 'password-reset', 'passkey-registration', 'identity-provider', 'screens', 'flows', 'primitives'])(
    "dist/%s.js starts with 'use client'",
    (entry) => {
      expect(built(entry).split('\n')[0]).toBe("'use client';");
    },
  );

  it.each(['client', 'server', 'phone', 'tokens', 'vanilla', 'i18n'])("dist/%s.js has no 'use client'", (entry) => {
    expect(built(entry)).not.toMatch(/^['"]use client['"]/m);
  });

  it('the docs’ client component renders on the server: Main, with no window or document', async () => {
    const { Login } = (await import(path.join(root, 'dist/index.js'))) as typeof import('../../../src/entries/index');
    const { createHttpClient } = (await import(path.join(root, 'dist/client.js'))) as typeof import('../../../src/client');
    expect(typeof window).toBe('undefined');
    const client = createHttpClient({ baseUrl: 'http://localhost:8787', publicToken: 'public-token-test-ssr' });
    const html = renderToString(createElement(Login, { client, config: { products: ['emailMagicLinks'] } }));
    expect(html).toContain('Sign up or log in');
    expect(html).toContain('autoComplete="email"');
  });
});
