import { describe, expect, it } from 'vitest';
import { spendStoredCode, storeCode, type CodeAdapter } from '../../plugin/src/storedCode';

/** A fake of Better Auth's verification table, in memory (the real one runs in betterAuthAccount / phoneNumberProof). */
function fakeVerifications(): CodeAdapter & { rows: Map<string, { value: string; expiresAt: Date }> } {
  const rows = new Map<string, { value: string; expiresAt: Date }>();
  return {
    rows,
    createVerificationValue: async ({ identifier, ...row }) => void rows.set(identifier, row),
    findVerificationValue: async (identifier) => rows.get(identifier) ?? null,
    consumeVerificationValue: async (identifier) => {
      const row = rows.get(identifier) ?? null;
      rows.delete(identifier);
      return row;
    },
    updateVerificationByIdentifier: async (identifier, { value }) => void rows.set(identifier, { ...rows.get(identifier)!, value }),
    deleteVerificationByIdentifier: async (identifier) => void rows.delete(identifier),
  };
}

const codeOf = (promise: Promise<unknown>) => promise.then(() => 'spent', (error: { body?: { code?: string } }) => error.body?.code);

describe('the plugin\'s stored codes', () => {
  it('keeps a digest, spends a right code once, and ends a code at the fifth wrong try', async () => {
    const adapter = fakeVerifications();
    await storeCode(adapter, 'id', '123456', 600);
    expect(adapter.rows.get('id')!.value).not.toContain('123456');
    expect(await codeOf(spendStoredCode(adapter, 'id', ' 123456 '))).toBe('spent');
    expect(await codeOf(spendStoredCode(adapter, 'id', '123456'))).toBe('INVALID_OTP');

    await storeCode(adapter, 'id', '654321', 600);
    for (let wrong = 1; wrong < 5; wrong++) expect(await codeOf(spendStoredCode(adapter, 'id', '000000'))).toBe('INVALID_OTP');
    expect(await codeOf(spendStoredCode(adapter, 'id', '000000'))).toBe('TOO_MANY_ATTEMPTS');
    expect(await codeOf(spendStoredCode(adapter, 'id', '654321'))).toBe('INVALID_OTP');
  });

  it('refuses an expired code, and a new code replaces the old', async () => {
    const adapter = fakeVerifications();
    await storeCode(adapter, 'id', '111111', -1);
    expect(await codeOf(spendStoredCode(adapter, 'id', '111111'))).toBe('INVALID_OTP');
    await storeCode(adapter, 'id', '222222', 600);
    await storeCode(adapter, 'id', '333333', 600);
    expect(await codeOf(spendStoredCode(adapter, 'id', '222222'))).toBe('INVALID_OTP');
    expect(await codeOf(spendStoredCode(adapter, 'id', '333333'))).toBe('spent');
  });
});
