/**
 * Finding the wallets in the browser (SPEC §3 Wallet options: "detection uses browser-injected
 * wallet objects"), the modern way first: EIP-6963 announcements, then the objects wallets inject
 * (`window.ethereum` and its `providers`, `window.BinanceChain`, `window.phantom.solana`,
 * `window.solana`).
 *
 * One wallet seen both ways shows once, as EIP-6963 announced it: the announcement carries the
 * wallet's own name and icon, and its provider is that wallet's, whereas `window.ethereum` is
 * whichever extension set it last. An injected object is left out when it is a provider already
 * listed, or a known wallet (MetaMask, Coinbase, …) already listed; an unflagged `window.ethereum`
 * is left out once any wallet has announced itself, as it is one of those under another name.
 */
import type { WalletButtonModel } from '../screens/cryptoTypes';
import type { WalletOption } from './walletOptions';

/** EIP-1193: what an Ethereum wallet's provider answers. */
export interface EthereumProvider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/** The injected Solana provider (Phantom's interface, which other Solana wallets copy). */
export interface SolanaProvider {
  connect(): Promise<{ publicKey?: { toString(): string } } | undefined>;
  signMessage(message: Uint8Array, display?: 'utf8'): Promise<{ signature: Uint8Array } | Uint8Array>;
}

export interface DetectedWallet extends WalletButtonModel {
  option: WalletOption;
  provider: EthereumProvider | SolanaProvider;
}

/** The flags wallets set on the objects they inject. */
type Flagged<P> = P & Partial<Record<'isMetaMask' | 'isCoinbaseWallet' | 'isBinance' | 'isVessel' | 'isPhantom' | 'isBraveWallet' | 'isRabby', boolean>>;

/** EIP-6963 `eip6963:announceProvider` detail. */
export interface ProviderAnnouncement {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: EthereumProvider;
}

/** The window as wallets leave it. */
export interface WalletWindow extends EventTarget {
  ethereum?: Flagged<EthereumProvider> & { providers?: Array<Flagged<EthereumProvider>> };
  BinanceChain?: EthereumProvider;
  phantom?: { solana?: SolanaProvider };
  solana?: Flagged<SolanaProvider>;
}

// EIP-6963 reverse-DNS names of the wallets SPEC §3 names; any other is a generic Ethereum wallet.
// Phantom's ('app.phantom') is its Ethereum side: SPEC §3 makes Phantom a Solana wallet, so it is
// left out, and Phantom shows once, through its Solana provider.
const BY_RDNS = new Map<string, WalletOption | null>([
  ['io.metamask', 'Metamask'],
  ['com.coinbase.wallet', 'Coinbase'],
  ['com.binance.wallet', 'Binance'],
  ['app.phantom', null],
]);

function injectedOption(provider: Flagged<EthereumProvider>): WalletOption | null {
  if (provider.isPhantom) return null;
  if (provider.isCoinbaseWallet) return 'Coinbase';
  if (provider.isBinance) return 'Binance';
  if (provider.isVessel) return 'Vessel';
  // Brave and Rabby also say isMetaMask, for sites that know no other wallet.
  return provider.isMetaMask && !provider.isBraveWallet && !provider.isRabby ? 'Metamask' : 'OtherEthereumWallet';
}

/** The wallets of these announcements and this window, once each, announced ones first. */
export function listWallets(announced: readonly ProviderAnnouncement[], win: WalletWindow): DetectedWallet[] {
  const wallets: DetectedWallet[] = [];
  const add = (option: WalletOption | null | undefined, provider?: DetectedWallet['provider'], info?: ProviderAnnouncement['info']) => {
    const generic = option?.startsWith('Other');
    if (option && provider && !wallets.some((w) => w.provider === provider || (!generic && w.option === option))) {
      wallets.push({ option, provider, icon: info?.icon, name: generic ? info?.name : undefined });
    }
  };
  for (const { info, provider } of announced) add(BY_RDNS.has(info.rdns) ? BY_RDNS.get(info.rdns) : 'OtherEthereumWallet', provider, info);
  const ethereum = win.ethereum;
  for (const provider of ethereum?.providers ?? [ethereum]) {
    const option = provider && injectedOption(provider);
    if (!(option === 'OtherEthereumWallet' && announced.length)) add(option, provider);
  }
  add('Binance', win.BinanceChain);
  add('Phantom', win.phantom?.solana);
  add(win.solana?.isPhantom ? 'Phantom' : 'OtherSolanaWallet', win.solana);
  return wallets;
}

/**
 * Lists the wallets at once (EIP-6963 wallets answer the request as it is made), then again
 * whenever a wallet announces itself later. Returns the unsubscribe.
 */
export function watchWallets(win: WalletWindow, onChange: (wallets: DetectedWallet[]) => void): () => void {
  const announced: ProviderAnnouncement[] = [];
  const report = () => onChange(listWallets(announced, win));
  const listen = (event: Event) => {
    const detail = (event as CustomEvent<ProviderAnnouncement | undefined>).detail;
    if (detail?.info && detail.provider) announced.push(detail);
    report();
  };
  win.addEventListener('eip6963:announceProvider', listen);
  win.dispatchEvent(new Event('eip6963:requestProvider'));
  report();
  return () => win.removeEventListener('eip6963:announceProvider', listen);
}
