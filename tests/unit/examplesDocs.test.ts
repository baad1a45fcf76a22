/**
 * The docs show the example apps' own files (examples/README.md): every fenced block whose info
 * string says `example=<path>` is that file of examples/, as it is, and each app's main files are
 * shown. scripts/release/examples.mjs builds and runs those apps from the packed package in CI, so
 * what the docs show is what was built, served and signed in with.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const blocks = (doc: string) => [...read(doc).matchAll(/^```\S*[^\n]*\bexample=(\S+)\n([\s\S]*?)^```$/gm)].map(([, file, text]) => ({ file: file!, text: text! }));

const SHOWN: Record<string, string[]> = {
  'docs/elements.md': [
    'vue/vite.config.ts',
    'vue/src/main.ts',
    'vue/src/App.vue',
    'vue/src/Authenticate.vue',
    'svelte/src/main.ts',
    'svelte/src/App.svelte',
    'svelte/src/Authenticate.svelte',
    'angular/src/main.ts',
    'angular/src/app/app.ts',
    'astro/astro.config.mjs',
    'astro/src/pages/index.astro',
    'astro/src/components/SignIn.svelte',
    'astro/src/pages/authenticate.astro',
  ],
  'docs/widget.md': ['next/app/layout.tsx', 'next/lib/portico.ts', 'next/app/SignIn.tsx', 'next/app/page.tsx', 'next/app/authenticate/Authenticate.tsx', 'next/lib/session.ts', 'next/app/account/page.tsx'],
};

describe.each(Object.entries(SHOWN))('%s', (doc, files) => {
  it('shows each example file as it is', () => {
    const found = blocks(doc);
    expect(found.length).toBeGreaterThan(0);
    for (const { file, text } of found) expect(text, file).toBe(read(path.join('examples', file)));
  });

  it("shows every app's main files", () => {
    expect(files.filter((file) => !blocks(doc).some((block) => block.file === file))).toEqual([]);
  });
});
