/**
 * TEST WALLETS for the demo page, injected only when the tester asks (`?testWallets=1`, or the
 * "Test wallets" box in the playground). Not real wallets: their keys are made up by this page and
 * kept in its localStorage, so signing in twice is the same wallet. Every request asks the tester
 * through a browser dialog; Cancel answers as a wallet's "Reject" does (EIP-1193 code 4001).
 *
 * - "Portico test wallet (Ethereum)": announces itself through EIP-6963 (a viem local account signs
 *   with personal_sign).
 * - A Solana wallet at window.solana (tweetnacl signs), which the widget lists as "Other Solana Wallet".
 */
import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Hex } from 'viem';

const STORAGE_KEY = 'portico-demo-test-wallet-keys';
const LABEL = 'Portico TEST wallet';

const rejected = () => Object.assign(new Error(`The tester rejected the request (${LABEL}).`), { code: 4001 });
const ask = (question: string) => {
  if (!window.confirm(`${LABEL}\n\n${question}`)) throw rejected();
};

function keys(): { ethereum: Hex; solanaSeed: string } {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored) return JSON.parse(stored) as { ethereum: Hex; solanaSeed: string };
  const made = { ethereum: generatePrivateKey(), solanaSeed: bs58.encode(nacl.randomBytes(32)) };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(made));
  return made;
}

const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="5" fill="#8B1214"/>' +
    '<text x="12" y="16" font-family="Arial" font-size="9" font-weight="700" fill="#fff" text-anchor="middle">TEST</text></svg>',
)}`;

/** Installs both test wallets in this page; returns their addresses, for the page to show. */
export function installTestWallets(): { ethereum: string; solana: string } {
  const { ethereum: privateKey, solanaSeed } = keys();
  const account = privateKeyToAccount(privateKey);
  const ethereumProvider = {
    async request({ method, params = [] }: { method: string; params?: unknown[] }) {
      if (method === 'eth_accounts') return [account.address];
      if (method === 'eth_requestAccounts') {
        ask(`Connect ${account.address} to ${location.host}?`);
        return [account.address];
      }
      if (method === 'personal_sign') {
        const hex = params[0] as Hex;
        ask(`Sign this message?\n\n${new TextDecoder().decode(Uint8Array.from(hex.slice(2).match(/../g) ?? [], (byte) => parseInt(byte, 16)))}`);
        return account.signMessage({ message: { raw: hex } });
      }
      throw Object.assign(new Error(`${method} is not supported by the ${LABEL}.`), { code: 4200 });
    },
  };
  const detail = Object.freeze({
    info: Object.freeze({ uuid: crypto.randomUUID(), name: `${LABEL} (Ethereum)`, icon: ICON, rdns: 'dev.portico.testwallet' }),
    provider: ethereumProvider,
  });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();

  const solanaKeys = nacl.sign.keyPair.fromSeed(bs58.decode(solanaSeed));
  const solanaAddress = bs58.encode(solanaKeys.publicKey);
  const publicKey = { toString: () => solanaAddress };
  Object.assign(window, {
    solana: {
      isPorticoTestWallet: true,
      publicKey,
      async connect() {
        ask(`Connect Solana account ${solanaAddress} to ${location.host}?`);
        return { publicKey };
      },
      async signMessage(message: Uint8Array) {
        ask(`Sign this message?\n\n${new TextDecoder().decode(message)}`);
        return { signature: nacl.sign.detached(Uint8Array.from(message), solanaKeys.secretKey), publicKey };
      },
    },
  });
  return { ethereum: account.address, solana: solanaAddress };
}
