/** docs/better-auth.md's error table is the client's table (src/client/betterAuth/errorTypes.ts), row for row. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BETTER_AUTH_ERROR_TYPES } from '../../src/client/betterAuth/errorTypes';

describe('docs/better-auth.md', () => {
  it('prints every row of the error-code table, and no other', () => {
    const doc = readFileSync(new URL('../../docs/better-auth.md', import.meta.url), 'utf8');
    const rows = [...doc.matchAll(/^\| `([A-Z_]+)` \| (\w+) \| `([a-z_]+)` \|$/gm)].map(([, code, call, type]) => ({ code, call, type }));
    expect(rows).toEqual(BETTER_AUTH_ERROR_TYPES.map((row) => ({ code: row.code, call: row.call ?? 'any', type: row.error_type })));
  });
});
