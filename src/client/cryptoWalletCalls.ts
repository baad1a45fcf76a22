/** SPEC §7 crypto wallets: a challenge, then its signature. */
import type { AuthClient } from './types';
import type { CallContext } from './callContext';

export function createCryptoWalletCalls(ctx: CallContext): AuthClient['cryptoWallets'] {
  return {
    async authenticateStart(args) {
      const answer = await ctx.request<{ challenge: string }>('POST', '/v1/crypto_wallets/authenticate/start', { body: args });
      return { challenge: answer.challenge };
    },
    authenticate: (args) => ctx.authenticate('POST', '/v1/crypto_wallets/authenticate', { body: args }),
  };
}
