import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hostVars } from '../../../tokens/contract.css';

// Every public name of the theme contract (`var(--portico-colors-primary)` names `--portico-colors-primary`).
const names = (contract: object): string[] =>
  Object.values(contract).flatMap((value) => (typeof value === 'object' ? names(value as object) : [String(value).slice(4, -1)]));

describe('docs/theming.md', () => {
  it('lists every public --portico-* variable', () => {
    const doc = readFileSync('docs/theming.md', 'utf8');
    expect(names(hostVars).length).toBeGreaterThan(80);
    expect(names(hostVars).filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });
});
