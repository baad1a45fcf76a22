import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Theme values live only in tokens/: components draw with `vars`, never with literals.
const forbidden: Array<[string, RegExp]> = [
  ['hex colour', /#[0-9a-fA-F]{3,8}\b/],
  ['rgb()/hsl() colour', /\b(rgba?|hsla?)\(/],
  ['size in px/rem/em', /(?<![\w-])\d+(\.\d+)?(px|rem|em)\b/],
  ['font family', /\b(Arial|Helvetica|sans-serif|Georgia|monospace)\b/],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

export function findLiterals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return forbidden.filter(([, pattern]) => pattern.test(code)).map(([what]) => what);
}

describe('theme values', () => {
  it('the scanner catches each kind of literal', () => {
    expect(findLiterals("color: '#19303D'")).toEqual(['hex colour']);
    expect(findLiterals("background: 'rgba(0,0,0,0.5)'")).toEqual(['rgb()/hsl() colour']);
    expect(findLiterals("padding: '12px'")).toEqual(['size in px/rem/em']);
    expect(findLiterals("fontFamily: 'Arial'")).toEqual(['font family']);
    expect(findLiterals('padding: vars.space.md // 12px in the default theme')).toEqual([]);
  });

  it('no colour, font or size literal appears in src/ outside tokens/', () => {
    const offenders = sourceFiles(path.resolve('src'))
      .map((file) => ({ file: path.relative(process.cwd(), file), found: findLiterals(readFileSync(file, 'utf8')) }))
      .filter(({ found }) => found.length > 0);
    expect(offenders).toEqual([]);
  });
});
