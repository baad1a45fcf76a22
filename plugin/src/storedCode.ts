/**
 * The plugin's own mailed or texted codes (the step-up's, the number-on-file proof's): kept as a
 * digest with its count of wrong tries in Better Auth's verification table, five wrong tries end
 * one, and a right one is spent once, even by two requests at the same time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { porticoError } from './error-codes';

const MAX_WRONG = 5;

interface Verification {
  value: string;
  expiresAt: Date | string;
}

export interface CodeAdapter {
  createVerificationValue(data: { identifier: string; value: string; expiresAt: Date }): Promise<unknown>;
  findVerificationValue(identifier: string): Promise<Verification | null>;
  consumeVerificationValue(identifier: string): Promise<Verification | null>;
  updateVerificationByIdentifier(identifier: string, data: { value: string }): Promise<unknown>;
  deleteVerificationByIdentifier(identifier: string): Promise<void>;
}

const digest = (code: string) => createHash('sha256').update(code).digest('hex');

/** Keeps `code` under `identifier` for `seconds`, in place of any earlier one. */
export async function storeCode(adapter: CodeAdapter, identifier: string, code: string, seconds: number): Promise<void> {
  await adapter.deleteVerificationByIdentifier(identifier);
  await adapter.createVerificationValue({ identifier, value: `${digest(code)}:0`, expiresAt: new Date(Date.now() + seconds * 1000) });
}

/** Spends the code kept under `identifier`, or throws INVALID_OTP (TOO_MANY_ATTEMPTS at the fifth wrong try). */
export async function spendStoredCode(adapter: CodeAdapter, identifier: string, code: string): Promise<void> {
  const row = await adapter.findVerificationValue(identifier);
  if (!row || new Date(row.expiresAt) <= new Date()) throw porticoError('BAD_REQUEST', 'INVALID_OTP');
  const [hash = '', tries = '0'] = row.value.split(':');
  const given = Buffer.from(digest(code.trim()));
  if (given.length !== hash.length || !timingSafeEqual(given, Buffer.from(hash))) {
    const wrong = Number(tries) + 1;
    if (wrong >= MAX_WRONG) {
      await adapter.deleteVerificationByIdentifier(identifier);
      throw porticoError('TOO_MANY_REQUESTS', 'TOO_MANY_ATTEMPTS');
    }
    await adapter.updateVerificationByIdentifier(identifier, { value: `${hash}:${wrong}` });
    throw porticoError('BAD_REQUEST', 'INVALID_OTP');
  }
  if (!(await adapter.consumeVerificationValue(identifier))) throw porticoError('BAD_REQUEST', 'INVALID_OTP');
}
