/**
 * Test wallets for the e2e tests: a provider injected into the page (as a browser extension
 * injects its own), whose keys stay here in the test process. The page asks; this process signs
 * with a real key (a viem local account for Ethereum, tweetnacl for Solana) and answers. They are
 * test wallets, named as such: no real wallet is involved.
 */
import bs58 from 'bs58';
import nacl from 'tweetnacl';
import type { Page } from 'playwright';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { Hex } from 'viem';

/** What the page-side provider gets back: an answer, or an EIP-1193 error (code 4001 = the person rejected). */
type Answer = { result: unknown } | { error: { code: number; message: string } };

const REJECTED: Answer = { error: { code: 4001, message: 'User rejected the request. (test wallet)' } };

export interface TestWalletOptions {
  /** Answer the signature request with a rejection, as a person pressing "Reject". @defaultValue false */
  rejectSignature?: boolean;
}

export interface TestEthereumWallet {
  account: PrivateKeyAccount;
  /** The messages it was asked to sign, as text. */
  signed: string[];
}

// A small square, as wallets announce their icon (EIP-6963: a data URI).
const ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#F6851B"/></svg>')}`;

/**
 * An EIP-6963 wallet announcing itself as MetaMask (rdns io.metamask), with an EIP-1193 provider:
 * eth_requestAccounts and personal_sign. `privateKey` makes it the same wallet in another test.
 */
export async function installTestMetaMask(page: Page, options: TestWalletOptions & { privateKey?: Hex } = {}): Promise<TestEthereumWallet> {
  const account = privateKeyToAccount(options.privateKey ?? generatePrivateKey());
  const wallet: TestEthereumWallet = { account, signed: [] };
  await page.exposeFunction('__porticoTestEthereumWallet', async (method: string, params: unknown[] = []): Promise<Answer> => {
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return { result: [account.address] };
    if (method === 'personal_sign') {
      const [hex, address] = params as [Hex, string];
      if (address.toLowerCase() !== account.address.toLowerCase()) return { error: { code: 4100, message: 'Unknown account (test wallet)' } };
      // EIP-1193 wallets take the message as the hex of its bytes: a plain string would not decode.
      if (!/^0x([0-9a-f]{2})*$/i.test(hex)) return { error: { code: -32602, message: 'personal_sign wants hex data (test wallet)' } };
      wallet.signed.push(Buffer.from(hex.slice(2), 'hex').toString('utf8'));
      if (options.rejectSignature) return REJECTED;
      return { result: await account.signMessage({ message: { raw: hex } }) };
    }
    return { error: { code: 4200, message: `${method} is not supported (test wallet)` } };
  });
  await page.addInitScript(
    ({ icon }) => {
      const ask = (window as unknown as { __porticoTestEthereumWallet(method: string, params?: unknown[]): Promise<Answer> })
        .__porticoTestEthereumWallet;
      const provider = {
        async request({ method, params }: { method: string; params?: unknown[] }) {
          const answer = await ask(method, params);
          if ('error' in answer) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
          return answer.result;
        },
      };
      const detail = Object.freeze({
        info: Object.freeze({ uuid: crypto.randomUUID(), name: 'MetaMask (test wallet)', icon, rdns: 'io.metamask' }),
        provider,
      });
      const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    },
    { icon: ICON },
  );
  return wallet;
}

export interface TestSolanaWallet {
  address: string;
  signed: string[];
}

/** A Phantom-like Solana wallet at window.phantom.solana and window.solana: connect() and signMessage(). */
export async function installTestPhantom(page: Page, options: TestWalletOptions = {}): Promise<TestSolanaWallet> {
  const keys = nacl.sign.keyPair();
  const wallet: TestSolanaWallet = { address: bs58.encode(keys.publicKey), signed: [] };
  await page.exposeFunction('__porticoTestSolanaWallet', async (method: string, bytes: number[] = []): Promise<Answer> => {
    if (method === 'connect') return { result: wallet.address };
    if (method === 'signMessage') {
      const message = Uint8Array.from(bytes);
      wallet.signed.push(new TextDecoder().decode(message));
      if (options.rejectSignature) return REJECTED;
      return { result: Array.from(nacl.sign.detached(message, keys.secretKey)) };
    }
    return { error: { code: 4200, message: `${method} is not supported (test wallet)` } };
  });
  await page.addInitScript(() => {
    const ask = (window as unknown as { __porticoTestSolanaWallet(method: string, bytes?: number[]): Promise<Answer> }).__porticoTestSolanaWallet;
    const answerOf = async (method: string, bytes?: number[]) => {
      const answer = await ask(method, bytes);
      if ('error' in answer) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
      return answer.result;
    };
    let publicKey: { toString(): string } | null = null;
    const provider = {
      isPhantom: true,
      get publicKey() {
        return publicKey;
      },
      async connect() {
        const address = (await answerOf('connect')) as string;
        publicKey = { toString: () => address };
        return { publicKey };
      },
      async signMessage(message: Uint8Array, display?: string) {
        if (display !== undefined && display !== 'utf8') throw new Error('display must be utf8 (test wallet)');
        const signature = (await answerOf('signMessage', Array.from(message))) as number[];
        return { signature: Uint8Array.from(signature), publicKey };
      },
    };
    Object.assign(window, { phantom: { solana: provider }, solana: provider });
  });
  return wallet;
}
