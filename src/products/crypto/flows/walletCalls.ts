/** What the widget asks of a wallet (SPEC §7 "Wallet signing"): its address, then a signature. */
import encodeBase58 from 'base58-js/binary_to_base58';
import { cryptoMessages } from '../messages';
import type { DetectedWallet, EthereumProvider, SolanaProvider } from './discovery';
import { walletType } from './walletOptions';

/** EIP-1193 (and Phantom): code 4001 is the person's own "Reject" in the wallet, not a fault. */
export const isUserRejection = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 4001;

type WalletFailure = 'crypto_connect' | 'crypto_sign';

/** SPEC §8: 'Could not connect to wallet' and 'Could not sign message' reach onError as errorType crypto_connect / crypto_sign. */
export function walletError(type: WalletFailure, cause?: unknown): Error {
  const message = cryptoMessages[`error.${type}`];
  return Object.assign(new Error(message, { cause }), { error_type: type, error_message: message });
}

/** A wallet's answer, or the spec's error for a failure (a rejection stays what it is). */
async function fromWallet(type: WalletFailure, call: () => Promise<unknown>): Promise<string> {
  let answer: unknown;
  try {
    answer = await call();
  } catch (error) {
    throw isUserRejection(error) ? error : walletError(type, error);
  }
  if (typeof answer !== 'string' || !answer) throw walletError(type);
  return answer;
}

/** EIP-1193 `eth_requestAccounts`, or Solana `connect()`: the wallet's address, once the person allows it. */
export function requestAddress({ option, provider }: DetectedWallet): Promise<string> {
  return fromWallet(
    'crypto_connect',
    () => walletType(option) === 'solana'
      ? (provider as SolanaProvider).connect().then((answer) => answer?.publicKey?.toString())
      : (provider as EthereumProvider).request({ method: 'eth_requestAccounts' }).then((accounts) => (accounts as unknown[] | undefined)?.[0]),
  );
}

/**
 * SPEC §7: Ethereum signs with `personal_sign(message, address)`, the message as the hex of its
 * UTF-8 bytes (as EIP-1193 wallets expect); Solana signs the UTF-8 bytes with `signMessage`, and
 * the signature is base58-encoded.
 */
export function signChallenge({ option, provider }: DetectedWallet, address: string, message: string): Promise<string> {
  const bytes = new TextEncoder().encode(message);
  return fromWallet(
    'crypto_sign',
    () => walletType(option) === 'solana'
      ? (provider as SolanaProvider).signMessage(bytes, 'utf8').then((signed) => encodeBase58('signature' in signed ? signed.signature : signed))
      : (provider as EthereumProvider).request({
          method: 'personal_sign',
          params: [`0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`, address],
        }),
  );
}
