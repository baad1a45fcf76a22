import { describe, expect, it } from 'vitest';
import { widgetReducer, type WidgetAction } from '../../../src/flows/reducer';
import { walletType } from '../../../src/products/crypto/flows/walletOptions';
import { createInitialState, errorDescriptorSeverity } from '../../../src/flows/state';
import type { Screen } from '../../../src/products/registry';

// The reducer knows no screen: any of them, Main and each product's, is a transition like another.
const SCREENS: readonly Screen[] = ['Main', 'EmailConfirmation', 'OTPAuthenticate', 'PasswordResetForm', 'CryptoConfirmation', 'SecondFactor', 'SecuritySettings'];

const initial = createInitialState();

describe('createInitialState', () => {
  it('starts on Main with empty forms and Metamask as the wallet option', () => {
    expect(initial).toEqual({
      screen: 'Main',
      formState: {
        magicLinkState: { email: '' },
        otpState: { type: null, methodId: '', otpDestination: '' },
        cryptoState: { walletAddress: '', walletOption: 'Metamask', walletChallenge: '' },
        passwordState: { email: '', type: null },
        resetPasswordState: { token: '' },
        errorDescriptor: null,
      },
    });
  });

  it('starts a Reset password mount on PasswordResetForm with its token', () => {
    const state = createInitialState({ screen: 'PasswordResetForm', passwordResetToken: 'reset-token' });
    expect(state.screen).toBe('PasswordResetForm');
    expect(state.formState.resetPasswordState.token).toBe('reset-token');
  });

  it('gives every mount its own objects', () => {
    expect(createInitialState().formState).not.toBe(createInitialState().formState);
  });
});

describe('widgetReducer', () => {
  it.each(SCREENS)('transition goes to %s and changes nothing else', (screen) => {
    const next = widgetReducer(initial, { type: 'transition', screen });
    expect(next.screen).toBe(screen);
    expect(next.formState).toBe(initial.formState);
  });

  it('set_magic_link_email stores the email', () => {
    const next = widgetReducer(initial, { type: 'set_magic_link_email', email: 'ada@example.com' });
    expect(next.formState.magicLinkState).toEqual({ email: 'ada@example.com' });
  });

  it('update_otp_state merges the given fields (a resend changes only the method id)', () => {
    const sent = widgetReducer(initial, {
      type: 'update_otp_state',
      otpState: { type: 'sms', methodId: 'm1', otpDestination: '+12025550123' },
    });
    const resent = widgetReducer(sent, { type: 'update_otp_state', otpState: { methodId: 'm2' } });
    expect(resent.formState.otpState).toEqual({ type: 'sms', methodId: 'm2', otpDestination: '+12025550123' });
  });

  it('update_otp_state ignores fields given as undefined', () => {
    const sent = widgetReducer(initial, { type: 'update_otp_state', otpState: { methodId: 'm1' } });
    const next = widgetReducer(sent, { type: 'update_otp_state', otpState: { methodId: undefined } });
    expect(next.formState.otpState.methodId).toBe('m1');
  });

  it('update_crypto_state merges and keeps the default wallet option', () => {
    const next = widgetReducer(initial, { type: 'update_crypto_state', cryptoState: { walletAddress: '0xabc' } });
    expect(next.formState.cryptoState).toEqual({ walletAddress: '0xabc', walletOption: 'Metamask', walletChallenge: '' });
  });

  it('update_password_state stores the email and the looked-up user type', () => {
    const next = widgetReducer(initial, {
      type: 'update_password_state',
      passwordState: { email: 'ada@example.com', type: 'passwordless' },
    });
    expect(next.formState.passwordState).toEqual({ email: 'ada@example.com', type: 'passwordless' });
  });

  it('set_error_descriptor and clear_error_descriptor set and clear the banner', () => {
    const set = widgetReducer(initial, {
      type: 'set_error_descriptor',
      errorDescriptor: { id: 'error.passkey_unknown', message: 'x' },
    });
    expect(set.formState.errorDescriptor).toEqual({ id: 'error.passkey_unknown', message: 'x' });
    expect(widgetReducer(set, { type: 'clear_error_descriptor' }).formState.errorDescriptor).toBeNull();
  });

  it('never mutates the state it is given', () => {
    const frozen = structuredClone(initial);
    const actions: WidgetAction[] = [
      { type: 'transition', screen: 'OTPAuthenticate' },
      { type: 'set_magic_link_email', email: 'a@b.co' },
      { type: 'update_otp_state', otpState: { methodId: 'm' } },
      { type: 'update_crypto_state', cryptoState: { walletOption: 'Phantom' } },
      { type: 'update_password_state', passwordState: { type: 'new' } },
      { type: 'set_error_descriptor', errorDescriptor: { id: 'error.unknown' } },
      { type: 'clear_error_descriptor' },
    ];
    for (const action of actions) widgetReducer(initial, action);
    expect(initial).toEqual(frozen);
  });

  it('returns the same state for an unknown action from untyped code', () => {
    const unknown = { type: 'no_such_action' } as unknown as WidgetAction;
    expect(widgetReducer(initial, unknown)).toBe(initial);
  });
});

describe('state helpers', () => {
  it('passkey-not-found is a warning banner; other descriptors are errors (SPEC §8)', () => {
    expect(errorDescriptorSeverity({ id: 'error.webauthn_registration_not_found' })).toBe('warning');
    expect(errorDescriptorSeverity({ id: 'error.passkey_unknown' })).toBe('error');
  });

  it('Phantom and the generic Solana wallet are solana; the others ethereum (SPEC §3)', () => {
    expect(walletType('Phantom')).toBe('solana');
    expect(walletType('OtherSolanaWallet')).toBe('solana');
    expect(walletType('Metamask')).toBe('ethereum');
    expect(walletType('OtherEthereumWallet')).toBe('ethereum');
  });
});
