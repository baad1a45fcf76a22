/** The widget state of SPEC §3 (Widget state); the reducer in reducer.ts is its only writer. */
import type { OTPMethod, UserType } from '../client/types';
import type { ScreenError } from '../screens/types';

/**
 * A screen of SPEC §2: 'Main', the widget's own, or one a product's module brings (its `screens`).
 * There are no URL routes: the configured products' modules are the router, and
 * src/products/registry.ts checks that every screen has a container (`Screen` there lists them).
 */
export type Screen = string;

/** SPEC §3 Wallet options: the wallets crypto sign-in knows (its flows hold the list). */
export type WalletOption = 'Phantom' | 'Vessel' | 'Binance' | 'Coinbase' | 'Metamask' | 'OtherEthereumWallet' | 'OtherSolanaWallet';

export interface MagicLinkState {
  email: string;
}

export interface OtpState {
  /** The channel the code went out on; null before any send. */
  type: OTPMethod | null;
  methodId: string;
  /** Where the code went, as a person reads it (the email, or the formatted phone number). */
  otpDestination: string;
}

export interface CryptoState {
  walletAddress: string;
  walletOption: WalletOption;
  walletChallenge: string;
}

export interface PasswordState {
  email: string;
  /** The looked-up user type (SPEC §3): new, password or passwordless; null before the lookup. */
  type: UserType | null;
}

export interface ResetPasswordState {
  token: string;
}

/** An error the widget holds: the screens' `ScreenError` (they own its shape). */
export type ErrorDescriptor = ScreenError;

export interface FormState {
  magicLinkState: MagicLinkState;
  otpState: OtpState;
  cryptoState: CryptoState;
  passwordState: PasswordState;
  resetPasswordState: ResetPasswordState;
  errorDescriptor: ErrorDescriptor | null;
}

export interface WidgetState {
  screen: Screen;
  formState: FormState;
}

export interface InitialStateOptions {
  /** The first screen: Main for Login, PasswordResetForm for Reset password (SPEC §1). @defaultValue 'Main' */
  screen?: Screen;
  /** The reset (or login) token a Reset password mount was given. @defaultValue '' */
  passwordResetToken?: string;
}

/** A fresh state; every mount builds its own, so two widgets never share one (HOUSE_STYLE). */
export function createInitialState(options: InitialStateOptions = {}): WidgetState {
  return {
    screen: options.screen ?? 'Main',
    formState: {
      magicLinkState: { email: '' },
      otpState: { type: null, methodId: '', otpDestination: '' },
      cryptoState: { walletAddress: '', walletOption: 'Metamask', walletChallenge: '' },
      passwordState: { email: '', type: null },
      resetPasswordState: { token: options.passwordResetToken ?? '' },
      errorDescriptor: null,
    },
  };
}

/** SPEC §8: passkey-not-found shows in a warning banner; every other descriptor is an error. */
export function errorDescriptorSeverity(descriptor: ErrorDescriptor): 'warning' | 'error' {
  return descriptor.id === 'error.webauthn_registration_not_found' ? 'warning' : 'error';
}
