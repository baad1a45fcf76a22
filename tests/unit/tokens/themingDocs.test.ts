import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lightTheme } from '../../../tokens/themes';

// Every name of the theme contract, as tokens/contract.css.ts makes it: --portico-<path>.
const names = (theme: object, path: string[] = []): string[] =>
  Object.entries(theme).flatMap(([key, value]) =>
    typeof value === 'object' ? names(value as object, [...path, key]) : [`--portico-${[...path, key].join('-')}`],
  );

describe('docs/theming.md', () => {
  it('lists every public --portico-* variable', () => {
    const doc = readFileSync('docs/theming.md', 'utf8');
    expect(names(lightTheme).filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });
});
