/**
 * Fake wallets for unit tests and stories: browser windows with EIP-6963 announcements and injected
 * providers that answer as a test scripts them. They are fakes, named as such; the e2e tests use
 * test wallets that sign with real keys instead.
 */
import type { EthereumProvider, ProviderAnnouncement, SolanaProvider, WalletWindow } from '../../src/products/crypto/flows/discovery';

/** What a wallet throws when the person presses "Reject" (EIP-1193 code 4001). */
export const userRejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });

export interface FakeEthereumWallet extends EthereumProvider {
  readonly requests: Array<{ method: string; params?: readonly unknown[] }>;
}

/** An EIP-1193 provider: its accounts, and a signer for personal_sign (a throw rejects). */
export function fakeEthereumProvider(
  options: { accounts?: string[] | (() => Promise<string[]>); sign?: (hexMessage: string, address: string) => Promise<string> } = {},
  flags: Record<string, boolean> = {},
): FakeEthereumWallet {
  const requests: FakeEthereumWallet['requests'] = [];
  return {
    ...flags,
    requests,
    async request(args) {
      requests.push(args);
      if (args.method === 'eth_requestAccounts') {
        const accounts = options.accounts ?? ['0x0000000000000000000000000000000000000001'];
        return typeof accounts === 'function' ? accounts() : accounts;
      }
      if (args.method === 'personal_sign') return (options.sign ?? (async () => `0x${'ab'.repeat(65)}`))(String(args.params?.[0]), String(args.params?.[1]));
      throw Object.assign(new Error(`fake wallet: ${args.method} is not supported`), { code: 4200 });
    },
  };
}

export interface FakeSolanaWallet extends SolanaProvider {
  isPhantom?: boolean;
  readonly signed: Uint8Array[];
}

/** A Phantom-style Solana provider: its public key (base58), and a signer (a throw rejects). */
export function fakeSolanaProvider(
  options: { publicKey?: string; connect?: () => Promise<void>; sign?: (message: Uint8Array) => Promise<Uint8Array> } = {},
  flags: { isPhantom?: boolean } = {},
): FakeSolanaWallet {
  const signed: Uint8Array[] = [];
  const publicKey = options.publicKey ?? '11111111111111111111111111111111';
  return {
    ...flags,
    signed,
    async connect() {
      await options.connect?.();
      return { publicKey: { toString: () => publicKey } };
    },
    async signMessage(message) {
      signed.push(message);
      return { signature: await (options.sign ?? (async () => new Uint8Array(64).fill(1)))(message) };
    },
  };
}

/** An EIP-6963 announcement. */
export const announcement = (rdns: string, name: string, provider: EthereumProvider, icon = 'data:image/svg+xml,%3Csvg%2F%3E'): ProviderAnnouncement => ({
  info: { uuid: `uuid-${rdns}`, name, icon, rdns },
  provider,
});

/**
 * A window as wallets leave it: injected objects, plus wallets that answer `eip6963:requestProvider`
 * by announcing themselves (synchronously, as extensions do). `announceLater` announces one more.
 */
export function fakeWalletWindow(
  injected: Omit<WalletWindow, keyof EventTarget> = {},
  announced: ProviderAnnouncement[] = [],
): WalletWindow & { announceLater(detail: ProviderAnnouncement): void } {
  const target = new EventTarget();
  const announce = (detail: ProviderAnnouncement) => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  target.addEventListener('eip6963:requestProvider', () => announced.forEach(announce));
  return Object.assign(target, injected, { announceLater: announce });
}
