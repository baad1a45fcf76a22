/**
 * The README speaks to a host developer first (what Portico is, a picture, the lines that
 * put it on a page) and keeps every command it had; the LICENSE matches package.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const heading = (title: string) => readme.indexOf(`\n## ${title}\n`);

describe('README.md', () => {
  it('opens with what it is, the screenshot, then the code, before anything for maintainers', () => {
    const picture = readme.indexOf('](docs/screenshot.png)');
    expect(picture).toBeGreaterThan(0);
    expect(existsSync(path.join(root, 'docs/screenshot.png'))).toBe(true);
    expect(picture).toBeLessThan(heading('Put it on a page'));
    expect(heading('Put it on a page')).toBeLessThan(heading('Try it'));
    expect(heading('Try it')).toBeLessThan(heading('How it is built'));
    expect(heading('How it is built')).toBeLessThan(heading('Layout'));
  });

  it('keeps its commands', () => {
    for (const command of ['npm install', 'npm start', 'npm test', 'npm run storybook', 'npm run build', 'npm run check:package', 'npm run size', 'npm run bench']) {
      expect(readme).toContain(command);
    }
  });
});

describe('LICENSE', () => {
  it('is the MIT licence package.json names, for Portico contributors', () => {
    const license = readFileSync(path.join(root, 'LICENSE'), 'utf8');
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { license: string };
    expect(pkg.license).toBe('MIT');
    expect(license.split('\n')[0]).toBe('MIT License');
    expect(license).toMatch(/^Copyright \(c\) \d{4} Portico contributors$/m);
  });
});
