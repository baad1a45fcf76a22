// @vitest-environment jsdom
/**
 * The crypto flow of SPEC §4 across its screens: Main's wallet buttons, CryptoConnect and
 * CryptoSignMessage, with the real reducer, a fake client and fake wallets. A tiny screen switcher
 * stands in for the widget, so each screen's hook mounts when its screen shows, as in the widget.
 */
import { act, useReducer } from 'react';
import { createRoot } from 'react-dom/client';
import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { privateKeyToAccount } from 'viem/accounts';
import { verifyMessage, type Hex } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthClient } from '../../../src/client/types';
import { withDefaults, type PorticoConfig } from '../../../src/flows/config';
import type { WalletWindow } from '../../../src/products/crypto/flows/discovery';
import { useWalletButtons, type WalletButtonsViewModel } from '../../../src/products/crypto/flows/useWalletButtons';
import { useCryptoConnect, useCryptoSign } from '../../../src/products/crypto/flows/useWalletStep';
import type { PorticoError } from '../../../src/flows/events';
import { widgetReducer } from '../../../src/flows/reducer';
import type { FlowArgs } from '../../../src/flows/runtime';
import { createInitialState, type WidgetState } from '../../../src/flows/state';
import { deferred, fails, fakeClient, type FakeClient } from '../../../stories/flows/fakeClient';
import { announcement, fakeEthereumProvider, fakeSolanaProvider, fakeWalletWindow, userRejection } from '../../fakes/fakeWallets';
import { flush } from '../../fakes/renderHook';

const CHALLENGE = 'localhost wants you to sign in with your Ethereum account:\n…\n\nSign in to Portico Test — ünïcödé.';

interface Rendered {
  buttons: () => WalletButtonsViewModel;
  state: () => WidgetState;
  errors: PorticoError[];
  goToMain(): void;
  unmount(): void;
}

function renderCryptoFlow(client: AuthClient, win: WalletWindow, config: PorticoConfig = { products: ['crypto'] }): Rendered {
  const errors: PorticoError[] = [];
  const seen: { buttons?: WalletButtonsViewModel; state?: WidgetState; goToMain?: () => void } = {};
  const resolved = withDefaults(config);
  const callbacks = { onError: (error: PorticoError) => errors.push(error) };
  function Main({ args }: { args: FlowArgs }) {
    seen.buttons = useWalletButtons(args, win);
    return null;
  }
  function Connect({ args }: { args: FlowArgs }) {
    useCryptoConnect(args);
    return null;
  }
  function Sign({ args }: { args: FlowArgs }) {
    useCryptoSign(args);
    return null;
  }
  function Widget() {
    const [state, dispatch] = useReducer(widgetReducer, undefined, () => createInitialState());
    seen.state = state;
    seen.goToMain = () => dispatch({ type: 'transition', screen: 'Main' });
    const args: FlowArgs = { client, config: resolved, state, dispatch, callbacks };
    if (state.screen === 'Main') return <Main args={args} />;
    if (state.screen === 'CryptoConnect') return <Connect args={args} />;
    if (state.screen === 'CryptoSignMessage') return <Sign args={args} />;
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Widget />));
  return {
    buttons: () => seen.buttons!,
    state: () => seen.state!,
    errors,
    goToMain: () => act(() => seen.goToMain!()),
    unmount: () => act(() => root.unmount()),
  };
}

let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

const pick = async (flow: Rendered, index = 0) => {
  act(() => flow.buttons().onSelect(flow.buttons().wallets[index]!));
  await flush();
};

describe('Main › wallet buttons (SPEC §2, §9)', () => {
  it('room for 6 − social providers − 1 wallet buttons', () => {
    const win = fakeWalletWindow();
    expect(renderCryptoFlow(fakeClient(), win).buttons().room).toBe(5);
    const oauth = (count: number): PorticoConfig => ({
      products: ['oauth', 'crypto'],
      oauthOptions: { providers: Array.from({ length: count }, () => ({ type: 'google' })) },
    });
    expect(renderCryptoFlow(fakeClient(), win, oauth(2)).buttons().room).toBe(3);
    expect(renderCryptoFlow(fakeClient(), win, oauth(7)).buttons().room).toBe(0);
    // Providers of an OAuth product that is not configured take no room.
    expect(renderCryptoFlow(fakeClient(), win, { products: ['crypto'], oauthOptions: { providers: [{ type: 'google' }] } }).buttons().room).toBe(5);
  });

  it("'other' and 'set up' go to their screens", () => {
    const flow = renderCryptoFlow(fakeClient(), fakeWalletWindow());
    act(() => flow.buttons().onOther());
    expect(flow.state().screen).toBe('CryptoOtherScreen');
    const again = renderCryptoFlow(fakeClient(), fakeWalletWindow());
    act(() => again.buttons().onSetUp());
    expect(again.state().screen).toBe('CryptoSetupWallet');
  });

  it('a wallet announced after Main shows › its button appears', () => {
    const win = fakeWalletWindow();
    const flow = renderCryptoFlow(fakeClient(), win);
    expect(flow.buttons().wallets).toEqual([]);
    act(() => win.announceLater(announcement('io.metamask', 'MetaMask', fakeEthereumProvider())));
    expect(flow.buttons().wallets.map((wallet) => wallet.option)).toEqual(['Metamask']);
  });
});

describe('an Ethereum wallet signs in (SPEC §4 Crypto, §7)', () => {
  const account = privateKeyToAccount('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318');

  it('accounts, challenge, personal_sign of the UTF-8 hex, authenticate, then CryptoConfirmation', async () => {
    const provider = fakeEthereumProvider({
      accounts: [account.address],
      sign: (hex) => account.signMessage({ message: { raw: hex as Hex } }),
    });
    const client = fakeClient({ cryptoWallets: { authenticateStart: async () => ({ challenge: CHALLENGE }) } });
    const flow = (rendered = renderCryptoFlow(client, fakeWalletWindow({}, [announcement('io.metamask', 'MetaMask', provider)])));
    await pick(flow);
    expect(provider.requests[0]).toEqual({ method: 'eth_requestAccounts' });
    expect(client.callsTo('cryptoWallets.authenticateStart')).toEqual([[{ crypto_wallet_address: account.address, crypto_wallet_type: 'ethereum' }]]);
    expect(flow.state().formState.cryptoState).toEqual({ walletOption: 'Metamask', walletAddress: account.address, walletChallenge: CHALLENGE });
    await flush();
    const [sign] = provider.requests.filter((request) => request.method === 'personal_sign');
    expect(sign!.params).toEqual([`0x${Buffer.from(CHALLENGE, 'utf8').toString('hex')}`, account.address]);
    const [[authenticate]] = client.callsTo('cryptoWallets.authenticate') as [[{ signature: Hex }]];
    expect(authenticate).toMatchObject({ crypto_wallet_address: account.address, crypto_wallet_type: 'ethereum', session_duration_minutes: 30 });
    // What the emulator checks: an EIP-191 signature over the challenge text itself.
    await expect(verifyMessage({ address: account.address, message: CHALLENGE, signature: authenticate.signature })).resolves.toBe(true);
    expect(flow.state().screen).toBe('CryptoConfirmation');
    expect(flow.errors).toEqual([]);
  });

  it('the wallet cannot connect › CryptoError, and onError hears "Could not connect to wallet"', async () => {
    const provider = fakeEthereumProvider({ accounts: () => Promise.reject(new Error('extension crashed')) });
    const client = fakeClient();
    const flow = (rendered = renderCryptoFlow(client, fakeWalletWindow({ ethereum: provider })));
    await pick(flow);
    expect(flow.state().screen).toBe('CryptoError');
    expect(flow.errors).toEqual([expect.objectContaining({ message: 'Could not connect to wallet', errorType: 'crypto_connect' })]);
    expect(client.serverCalls()).toEqual([]);
  });

  it('the wallet answers no account › CryptoError, "Could not connect to wallet"', async () => {
    const flow = (rendered = renderCryptoFlow(fakeClient(), fakeWalletWindow({ ethereum: fakeEthereumProvider({ accounts: [] }) })));
    await pick(flow);
    expect(flow.state().screen).toBe('CryptoError');
    expect(flow.errors.map((error) => error.errorType)).toEqual(['crypto_connect']);
  });

  it('the person rejects the connection (4001) › CryptoError, and no fault is reported', async () => {
    const provider = fakeEthereumProvider({ accounts: () => Promise.reject(userRejection()) });
    const flow = (rendered = renderCryptoFlow(fakeClient(), fakeWalletWindow({ ethereum: provider })));
    await pick(flow);
    expect(flow.state().screen).toBe('CryptoError');
    expect(flow.errors).toEqual([]);
  });

  it('the person rejects the signature (4001) › CryptoError, no fault, and no authenticate call', async () => {
    const provider = fakeEthereumProvider({ sign: () => Promise.reject(userRejection()) });
    const client = fakeClient();
    const flow = (rendered = renderCryptoFlow(client, fakeWalletWindow({ ethereum: provider })));
    await pick(flow);
    await flush();
    expect(flow.state().screen).toBe('CryptoError');
    expect(flow.errors).toEqual([]);
    expect(client.callsTo('cryptoWallets.authenticate')).toEqual([]);
  });

  it('signing fails › CryptoError, and onError hears "Could not sign message"', async () => {
    const provider = fakeEthereumProvider({ sign: () => Promise.reject(new Error('ledger unplugged')) });
    const flow = (rendered = renderCryptoFlow(fakeClient(), fakeWalletWindow({ ethereum: provider })));
    await pick(flow);
    await flush();
    expect(flow.state().screen).toBe('CryptoError');
    expect(flow.errors).toEqual([expect.objectContaining({ message: 'Could not sign message', errorType: 'crypto_sign' })]);
  });

  it('the server refuses the signature › CryptoError, and onError hears the server error', async () => {
    const client = fakeClient({ cryptoWallets: { authenticate: fails('invalid_signature', 'The signature could not be verified.', 401) } });
    const flow = (rendered = renderCryptoFlow(client, fakeWalletWindow({ ethereum: fakeEthereumProvider() })));
    await pick(flow);
    await flush();
    expect(flow.state().screen).toBe('CryptoError');
    expect(flow.errors).toEqual([expect.objectContaining({ errorType: 'invalid_signature', message: 'The signature could not be verified.' })]);
  });

  it('the back arrow while the wallet is asked › the late answer moves nobody', async () => {
    const accounts = deferred<string[]>();
    const client = fakeClient();
    const flow = (rendered = renderCryptoFlow(client, fakeWalletWindow({ ethereum: fakeEthereumProvider({ accounts: () => accounts.promise }) })));
    act(() => flow.buttons().onSelect(flow.buttons().wallets[0]!));
    expect(flow.state().screen).toBe('CryptoConnect');
    flow.goToMain();
    await act(async () => accounts.resolve(['0x0000000000000000000000000000000000000001']));
    await flush();
    expect(flow.state().screen).toBe('Main');
    expect(flow.state().formState.cryptoState.walletAddress).toBe('');
  });
});

describe('a Solana wallet signs in (SPEC §7)', () => {
  it('connect(), then signMessage of the UTF-8 bytes, the signature in base58', async () => {
    const keys = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(7));
    const address = bs58.encode(keys.publicKey);
    const phantom = fakeSolanaProvider({ publicKey: address, sign: async (message) => nacl.sign.detached(Uint8Array.from(message), keys.secretKey) }, { isPhantom: true });
    const client = fakeClient({ cryptoWallets: { authenticateStart: async () => ({ challenge: CHALLENGE }) } });
    const flow = (rendered = renderCryptoFlow(client, fakeWalletWindow({ phantom: { solana: phantom }, solana: phantom })));
    expect(flow.buttons().wallets.map((wallet) => wallet.option)).toEqual(['Phantom']);
    await pick(flow);
    await flush();
    await flush();
    expect(client.callsTo('cryptoWallets.authenticateStart')).toEqual([[{ crypto_wallet_address: address, crypto_wallet_type: 'solana' }]]);
    expect(new TextDecoder().decode(phantom.signed[0])).toBe(CHALLENGE);
    const [[authenticate]] = client.callsTo('cryptoWallets.authenticate') as [[{ signature: string; crypto_wallet_type: string }]];
    expect(authenticate.crypto_wallet_type).toBe('solana');
    // What the emulator checks: ed25519 over the UTF-8 challenge, the signature in base58.
    // (Copies: jsdom's TextEncoder answers arrays of another realm, which tweetnacl refuses.)
    expect(nacl.sign.detached.verify(Uint8Array.from(new TextEncoder().encode(CHALLENGE)), Uint8Array.from(bs58.decode(authenticate.signature)), keys.publicKey)).toBe(true);
    expect(flow.state().screen).toBe('CryptoConfirmation');
  });

  it('connect() rejected by the person › CryptoError, no fault', async () => {
    const solana = fakeSolanaProvider({ connect: () => Promise.reject(userRejection()) });
    const flow = (rendered = renderCryptoFlow(fakeClient() as FakeClient, fakeWalletWindow({ solana })));
    await pick(flow);
    expect(flow.state().screen).toBe('CryptoError');
    expect(flow.errors).toEqual([]);
  });
});
