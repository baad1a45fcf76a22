import { fn } from 'storybook/test';
import type { WalletButtonModel } from '../../src/products/crypto/screens/cryptoTypes';
import { CryptoWalletButtons } from '../../src/products/crypto/screens/CryptoWalletButtons';
import type { MainScreenPart } from '../../src/screens/MainScreen';

// Inline icons, as EIP-6963 wallets announce theirs (data URIs): screenshots need no network.
const icon = (fill: string, letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="${fill}"/>` +
      `<text x="12" y="17" font-family="Arial" font-size="14" font-weight="700" fill="#FFFFFF" text-anchor="middle">${letter}</text></svg>`,
  )}`;

/**
 * A FAKE discovery result: what the flow's discovery would hand the view for a browser with these
 * wallets (announced ones with their icons, injected ones without). No wallet is involved.
 */
export const fakeDiscoveredWallets: readonly WalletButtonModel[] = [
  { option: 'Metamask', icon: icon('#E2761B', 'M') },
  { option: 'Phantom' },
  { option: 'OtherEthereumWallet', name: 'Rabby Wallet', icon: icon('#7084FF', 'R') },
  { option: 'Coinbase', icon: icon('#0052FF', 'C') },
  { option: 'Binance' },
  { option: 'OtherSolanaWallet' },
  { option: 'Vessel' },
];

/** One wallet at a time, by the name a designer picks it by (a select in the Controls panel). */
export const walletsByName = {
  MetaMask: { option: 'Metamask' },
  Phantom: { option: 'Phantom' },
  'Rabby Wallet (announced)': { option: 'OtherEthereumWallet', name: 'Rabby Wallet' },
  'Coinbase Wallet': { option: 'Coinbase' },
} satisfies Record<string, WalletButtonModel>;

/** SPEC §9 with no social provider: 6 − 0 − 1. */
export const ROOM_WITHOUT_SOCIAL = 5;

export const walletCallbacks = { onSelect: fn(), onOther: fn(), onSetUp: fn() };

/** Main's wallet part, as the widget fills it for these (fake) wallets. */
export const walletPart = (wallets: readonly WalletButtonModel[], room = ROOM_WITHOUT_SOCIAL): MainScreenPart => ({
  id: 'crypto',
  content: <CryptoWalletButtons wallets={wallets} room={room} {...walletCallbacks} />,
});

/** The FAKE wallets above by name, for the Controls panel's selects (a wallet button, its icon). */
export const namedWallets = {
  'MetaMask, announced icon': fakeDiscoveredWallets[0]!,
  'Phantom, no icon': { option: 'Phantom' },
  'Rabby, announced name': fakeDiscoveredWallets[2]!,
  'Unsafe icon URL': { option: 'Metamask', icon: 'javascript:alert(1)' },
} satisfies Record<string, WalletButtonModel>;
