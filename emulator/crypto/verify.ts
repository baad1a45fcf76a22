/**
 * The sign-in message, and the address and signature checks (SPEC §7 "Wallet signing"): Ethereum
 * wallets sign with EIP-191 personal_sign; Solana wallets sign the UTF-8 message with ed25519 and
 * base58-encode it.
 */
import { getAddress, isAddress, verifyMessage, type Hex } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { randomBytes } from 'node:crypto';
import nacl from 'tweetnacl';
import bs58 from 'bs58';

export type WalletType = 'ethereum' | 'solana';

/** The stored spelling of an address (Ethereum lower case, canonical base58), or null if invalid. */
export function normalizeAddress(type: WalletType, address: string): string | null {
  if (type === 'ethereum') {
    // strict: false accepts any letter case; the lower-case form is the one key for a wallet.
    return isAddress(address, { strict: false }) ? address.toLowerCase() : null;
  }
  try {
    const bytes = bs58.decode(address);
    // A Solana address is a raw 32-byte ed25519 public key.
    return bytes.length === 32 ? bs58.encode(bytes) : null;
  } catch {
    return null;
  }
}

/** How the sign-in message shows an address: EIP-55 checksum for Ethereum (as EIP-4361 asks). */
export function displayAddress(type: WalletType, stored: string): string {
  return type === 'ethereum' ? getAddress(stored) : stored;
}

/** True when `signature` is `address`'s signature of `message`; malformed input is just false. */
export async function verifyWalletSignature(
  type: WalletType,
  address: string,
  message: string,
  signature: string,
): Promise<boolean> {
  try {
    if (type === 'ethereum') {
      if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return false;
      return await verifyMessage({ address: getAddress(address), message, signature: signature as Hex });
    }
    const sig = bs58.decode(signature);
    if (sig.length !== nacl.sign.signatureLength) return false;
    return nacl.sign.detached.verify(new TextEncoder().encode(message), sig, bs58.decode(address));
  } catch {
    return false;
  }
}

/** An EIP-4361 nonce: at least 8 letters or digits; 128 random bits in hex. */
export const signInNonce = (): string => randomBytes(16).toString('hex');

/** EIP-4361 binds a sign-in to no chain action; mainnet is the conventional chain to name. */
export const SIGN_IN_CHAIN = { ethereum: 1, solana: 'mainnet' } as const;

/**
 * The sign-in message a wallet is asked to sign, EIP-4361 (Sign-In with Ethereum) in full, built
 * by viem; for Solana the same fields in the same order (Sign-In with Solana, CAIP-122). It names
 * the calling page (domain and URI), so a wallet can warn when another site shows it, and a nonce.
 */
export function signInMessage(args: {
  type: WalletType;
  address: string;
  origin: string;
  projectName: string;
  nonce: string;
  issuedAt: Date;
  expiresAt: Date;
}): string {
  const url = new URL(args.origin);
  // A statement is one line (EIP-4361 ABNF): a project name cannot add lines to the message.
  const statement = `Sign in to ${args.projectName.replace(/\s+/g, ' ').trim()}.`;
  if (args.type === 'ethereum') {
    return createSiweMessage({
      // EIP-4361: without a scheme, https is assumed; any other is named before the domain.
      ...(url.protocol === 'https:' ? {} : { scheme: url.protocol.slice(0, -1) }),
      domain: url.host,
      address: getAddress(args.address),
      statement,
      uri: url.origin,
      version: '1',
      chainId: SIGN_IN_CHAIN.ethereum,
      nonce: args.nonce,
      issuedAt: args.issuedAt,
      expirationTime: args.expiresAt,
    });
  }
  return [
    `${url.host} wants you to sign in with your Solana account:`,
    args.address,
    '',
    statement,
    '',
    `URI: ${url.origin}`,
    'Version: 1',
    `Chain ID: ${SIGN_IN_CHAIN.solana}`,
    `Nonce: ${args.nonce}`,
    `Issued At: ${args.issuedAt.toISOString()}`,
    `Expiration Time: ${args.expiresAt.toISOString()}`,
  ].join('\n');
}
