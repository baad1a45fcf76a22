// The widget encodes Solana signatures with base58-js (encode only, tree-shaken); the emulator
// decodes them with bs58. Both must agree on every byte string, leading zeros included.
import bs58 from 'bs58';
import encodeBase58 from 'base58-js/binary_to_base58';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('base58 (SPEC §7: Solana signatures are base58-encoded)', () => {
  it('what the widget writes is what the emulator reads', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 96 }), (bytes) => encodeBase58(bytes) === bs58.encode(bytes)));
    expect(encodeBase58(new Uint8Array([0, 0, 1]))).toBe('112');
  });
});
