/**
 * Better Auth's `siwe` plugin as the dev server configures it: the host supplies the nonce and the
 * signature check. viem parses the EIP-4361 message and verifies its EIP-191 signature; the message
 * must name this page (its URI, beside the domain the plugin checks), as the emulator requires.
 */
import { randomBytes } from 'node:crypto';
import { siwe } from 'better-auth/plugins/siwe';
import { verifyMessage, type Hex } from 'viem';
import { parseSiweMessage } from 'viem/siwe';

export function siweForPage(origin: string) {
  const page = new URL(origin);
  return siwe({
    domain: page.host,
    anonymous: true,
    // EIP-4361: at least 8 letters or digits; 128 random bits in hex.
    getNonce: async () => randomBytes(16).toString('hex'),
    verifyMessage: async ({ message, signature, address }) => {
      try {
        const parsed = parseSiweMessage(message);
        if (!parsed.uri || new URL(parsed.uri).origin !== page.origin) return false;
        if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return false;
        return await verifyMessage({ address: address as Hex, message, signature: signature as Hex });
      } catch {
        return false;
      }
    },
  });
}
