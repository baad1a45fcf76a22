/**
 * Crypto wallet sign-in on Better Auth: Ethereum through Better Auth's `siwe` plugin
 * (a nonce from the server, the EIP-4361 message written here, as its docs have the client do),
 * Solana through portico-server's endpoints (the server writes the message). Either way the
 * message the wallet signs is kept until the signature comes back.
 */
import type { AuthClient } from '../types';
import type { SignedIn } from './productCalls';
import type { BetterAuthRequester } from './request';

/** EIP-4361 binds a sign-in to no chain action; mainnet is the conventional chain to name. */
const CHAIN_ID = 1;
const CHALLENGE_MS = 5 * 60_000;

export function createWalletCalls(request: BetterAuthRequester, signedIn: SignedIn): AuthClient['cryptoWallets'] {
  const messages = new Map<string, string>();
  return {
    async authenticateStart({ crypto_wallet_address: address, crypto_wallet_type: type }) {
      let message: string;
      if (type === 'ethereum') {
        const { nonce } = await request<{ nonce: string }>('POST', '/siwe/nonce', { body: {}, call: 'other' });
        const issuedAt = new Date();
        message = [
          `${location.host} wants you to sign in with your Ethereum account:`,
          address,
          '',
          'Sign in with Ethereum.',
          '',
          `URI: ${location.origin}`,
          'Version: 1',
          `Chain ID: ${CHAIN_ID}`,
          `Nonce: ${nonce}`,
          `Issued At: ${issuedAt.toISOString()}`,
          `Expiration Time: ${new Date(issuedAt.getTime() + CHALLENGE_MS).toISOString()}`,
        ].join('\n');
      } else {
        ({ message } = await request<{ message: string }>('POST', '/portico/solana/start', { body: { address }, call: 'other' }));
      }
      messages.set(`${type}:${address}`, message);
      return { challenge: message };
    },
    async authenticate({ crypto_wallet_address: address, crypto_wallet_type: type, signature }) {
      const key = `${type}:${address}`;
      const message = messages.get(key) ?? '';
      messages.delete(key);
      const said =
        type === 'ethereum'
          ? await request('POST', '/siwe/verify', { body: { message, signature }, call: 'wallet' })
          : await request('POST', '/portico/solana/verify', { body: { address, signature }, call: 'other' });
      return signedIn('crypto_wallet', said);
    },
  };
}
