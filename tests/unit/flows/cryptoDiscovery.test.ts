import { describe, expect, it } from 'vitest';
import { watchWallets, type DetectedWallet, type WalletWindow } from '../../../src/products/crypto/flows/discovery';
import { announcement, fakeEthereumProvider, fakeSolanaProvider, fakeWalletWindow } from '../../fakes/fakeWallets';

const walletsIn = (win: WalletWindow): DetectedWallet[] => {
  let found: DetectedWallet[] = [];
  watchWallets(win, (wallets) => (found = wallets))();
  return found;
};
const options = (win: WalletWindow) => walletsIn(win).map((wallet) => wallet.name ?? wallet.option);

describe('wallet discovery › EIP-6963', () => {
  it('with no wallet installed › finds none', () => {
    expect(walletsIn(fakeWalletWindow())).toEqual([]);
  });

  it('a MetaMask announcement › the Metamask option, with its announced icon and provider', () => {
    const provider = fakeEthereumProvider();
    const [wallet, ...rest] = walletsIn(fakeWalletWindow({}, [announcement('io.metamask', 'MetaMask', provider, 'data:image/png;base64,AAAA')]));
    expect(rest).toEqual([]);
    expect(wallet).toEqual({ option: 'Metamask', provider, icon: 'data:image/png;base64,AAAA', name: undefined });
  });

  it('a wallet the spec does not name › a generic Ethereum wallet under its own name', () => {
    const [wallet] = walletsIn(fakeWalletWindow({}, [announcement('io.rabby', 'Rabby Wallet', fakeEthereumProvider())]));
    expect(wallet).toMatchObject({ option: 'OtherEthereumWallet', name: 'Rabby Wallet' });
  });

  it("Coinbase and Binance by their rdns; Phantom's Ethereum side is left out (Phantom is a Solana wallet)", () => {
    const win = fakeWalletWindow({}, [
      announcement('com.coinbase.wallet', 'Coinbase Wallet', fakeEthereumProvider()),
      announcement('app.phantom', 'Phantom', fakeEthereumProvider()),
      announcement('com.binance.wallet', 'Binance Wallet', fakeEthereumProvider()),
    ]);
    expect(options(win)).toEqual(['Coinbase', 'Binance']);
  });

  it('a wallet that announces itself later › is listed then; after unsubscribing, no longer', () => {
    const win = fakeWalletWindow();
    const seen: string[][] = [];
    const stop = watchWallets(win, (wallets) => seen.push(wallets.map((w) => w.option)));
    win.announceLater(announcement('io.metamask', 'MetaMask', fakeEthereumProvider()));
    stop();
    win.announceLater(announcement('com.coinbase.wallet', 'Coinbase Wallet', fakeEthereumProvider()));
    expect(seen).toEqual([[], ['Metamask']]);
  });

  it('an announcement without a provider › is ignored', () => {
    const win = fakeWalletWindow();
    const seen: number[] = [];
    watchWallets(win, (wallets) => seen.push(wallets.length));
    win.announceLater({ info: { uuid: 'x', name: 'Broken', icon: '', rdns: 'x.broken' } } as never);
    expect(seen.at(-1)).toBe(0);
  });
});

describe('wallet discovery › injected objects', () => {
  it('window.ethereum by its flags › MetaMask, Coinbase, Binance, Vessel, or a generic Ethereum wallet', () => {
    expect(options(fakeWalletWindow({ ethereum: fakeEthereumProvider({}, { isMetaMask: true }) }))).toEqual(['Metamask']);
    expect(options(fakeWalletWindow({ ethereum: fakeEthereumProvider({}, { isCoinbaseWallet: true }) }))).toEqual(['Coinbase']);
    expect(options(fakeWalletWindow({ ethereum: fakeEthereumProvider({}, { isBinance: true }) }))).toEqual(['Binance']);
    expect(options(fakeWalletWindow({ ethereum: fakeEthereumProvider({}, { isVessel: true }) }))).toEqual(['Vessel']);
    expect(options(fakeWalletWindow({ ethereum: fakeEthereumProvider() }))).toEqual(['OtherEthereumWallet']);
  });

  it('Brave says isMetaMask too › it is a generic Ethereum wallet, not MetaMask', () => {
    expect(options(fakeWalletWindow({ ethereum: fakeEthereumProvider({}, { isMetaMask: true, isBraveWallet: true }) }))).toEqual([
      'OtherEthereumWallet',
    ]);
  });

  it('window.ethereum.providers (several extensions) › each of them', () => {
    const ethereum = Object.assign(fakeEthereumProvider({}, { isMetaMask: true }), {
      providers: [fakeEthereumProvider({}, { isCoinbaseWallet: true }), fakeEthereumProvider({}, { isMetaMask: true })],
    });
    expect(options(fakeWalletWindow({ ethereum }))).toEqual(['Coinbase', 'Metamask']);
  });

  it('window.BinanceChain, window.phantom.solana and window.solana', () => {
    const phantom = fakeSolanaProvider({}, { isPhantom: true });
    expect(options(fakeWalletWindow({ BinanceChain: fakeEthereumProvider(), phantom: { solana: phantom }, solana: phantom }))).toEqual([
      'Binance',
      'Phantom',
    ]);
    expect(options(fakeWalletWindow({ solana: fakeSolanaProvider() }))).toEqual(['OtherSolanaWallet']);
  });
});

describe('wallet discovery › one wallet seen both ways shows once, as announced', () => {
  it('the announced provider is window.ethereum itself › one MetaMask', () => {
    const provider = fakeEthereumProvider({}, { isMetaMask: true });
    const win = fakeWalletWindow({ ethereum: provider }, [announcement('io.metamask', 'MetaMask', provider)]);
    expect(walletsIn(win)).toHaveLength(1);
  });

  it('a wallet announced under its own name that also says isMetaMask in window.ethereum › once, under its name', () => {
    const trust = fakeEthereumProvider({}, { isMetaMask: true });
    const win = fakeWalletWindow({ ethereum: trust }, [announcement('com.trustwallet.app', 'Trust Wallet', trust)]);
    expect(options(win)).toEqual(['Trust Wallet']);
  });

  it('window.ethereum is another object flagged isMetaMask › the announced MetaMask only', () => {
    const announced = fakeEthereumProvider();
    const win = fakeWalletWindow({ ethereum: fakeEthereumProvider({}, { isMetaMask: true }) }, [announcement('io.metamask', 'MetaMask', announced)]);
    expect(walletsIn(win).map((wallet) => wallet.provider)).toEqual([announced]);
  });

  it('an unflagged window.ethereum beside announced wallets › left out (it is one of them)', () => {
    const win = fakeWalletWindow({ ethereum: fakeEthereumProvider() }, [announcement('io.rabby', 'Rabby Wallet', fakeEthereumProvider())]);
    expect(options(win)).toEqual(['Rabby Wallet']);
  });

  it('a wallet announced and also flagged in window.ethereum.providers › once; the others of the array stay', () => {
    const coinbase = fakeEthereumProvider({}, { isCoinbaseWallet: true });
    const ethereum = Object.assign(fakeEthereumProvider(), { providers: [coinbase, fakeEthereumProvider({}, { isMetaMask: true })] });
    const win = fakeWalletWindow({ ethereum }, [announcement('com.coinbase.wallet', 'Coinbase Wallet', coinbase)]);
    expect(options(win)).toEqual(['Coinbase', 'Metamask']);
  });
});
