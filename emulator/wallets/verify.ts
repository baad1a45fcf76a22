/**
 * Wallet address and signature checks (SPEC §7 "Wallet signing"): Ethereum wallets sign with
 * EIP-191 personal_sign; Solana wallets sign the UTF-8 message with ed25519 and base58-encode it.
 */
import { getAddress, isAddress, verifyMessage, type Hex } from 'viem';
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

/** The sign-in message a wallet is asked to sign: it names the address, the origin and a nonce. */
export function signInMessage(args: {
  type: WalletType;
  address: string;
  origin: string;
  projectName: string;
  nonce: string;
  issuedAt: Date;
  expiresAt: Date;
}): string {
  const host = new URL(args.origin).host;
  const chain = args.type === 'ethereum' ? 'Ethereum' : 'Solana';
  return [
    `${host} wants you to sign in with your ${chain} account:`,
    args.address,
    '',
    `Sign in to ${args.projectName}.`,
    '',
    `URI: ${args.origin}`,
    `Nonce: ${args.nonce}`,
    `Issued At: ${args.issuedAt.toISOString()}`,
    `Expiration Time: ${args.expiresAt.toISOString()}`,
  ].join('\n');
}
