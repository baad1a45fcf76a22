// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthResponse } from '../../../src/client/types';
import {
  readTokenType,
  STRENGTH_DEBOUNCE_MS,
  usePasswordResetFlow,
  type PasswordResetFlowArgs,
  type PasswordResetFlowViewModel,
} from '../../../src/products/passwords/flows';
import { createInitialState } from '../../../src/flows/state';
import { deferred, fails, fakeAuthResponse, fakeClient, type FakeClient } from '../../../stories/flows/fakeClient';
import { renderFlow } from '../../fakes/flowHarness';
import { flush } from '../../fakes/renderHook';

const STRONG = 'correct horse battery staple';

const renderReset = (client: FakeClient, tokenType: string | null) =>
  renderFlow<PasswordResetFlowViewModel, PasswordResetFlowArgs>(
    usePasswordResetFlow,
    { client, state: createInitialState({ screen: 'PasswordResetForm', passwordResetToken: 'token-1' }) },
    { tokenType },
  );

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('usePasswordResetFlow › stytch_token_type=login', () => {
  it("logs in with the magic-link token once, showing 'Logging in...', then PasswordConfirmation", async () => {
    const pending = deferred<AuthResponse>();
    const client = fakeClient({ magicLinks: { authenticate: () => pending.promise } });
    const flow = renderReset(client, 'login');
    expect(flow.result.current.mode).toBe('loggingIn');
    expect(flow.result.current.status).toBe('loggingIn');
    expect(client.callsTo('magicLinks.authenticate')).toEqual([['token-1', { session_duration_minutes: 30 }]]);
    await act(async () => pending.resolve(fakeAuthResponse));
    await flush();
    expect(flow.state().screen).toBe('PasswordConfirmation');
    expect(client.callsTo('magicLinks.authenticate')).toHaveLength(1);
  });

  it('given a used or expired link › its catalogue message above the form and onError', async () => {
    const client = fakeClient({ magicLinks: { authenticate: fails('unable_to_auth_magic_link', 'used', 401) } });
    const flow = renderReset(client, 'login');
    await flush();
    expect(flow.result.current.errors.form).toEqual({ id: 'error.unable_to_auth_magic_link', message: 'used' });
    expect(flow.result.current.status).toBe('idle');
    expect(flow.errors).toHaveLength(1);
    expect(flow.state().screen).toBe('PasswordResetForm');
  });
});

describe('usePasswordResetFlow › reset_password token', () => {
  it('checks strength without the email (SPEC §5) and resets with the token → PasswordConfirmation', async () => {
    const client = fakeClient();
    const flow = renderReset(client, 'reset_password');
    expect(flow.result.current.mode).toBe('reset');
    expect(client.serverCalls()).toEqual([]);
    act(() => flow.result.current.onPasswordChange(STRONG));
    await act(async () => {
      vi.advanceTimersByTime(STRENGTH_DEBOUNCE_MS);
    });
    await flush();
    expect(client.callsTo('passwords.strengthCheck')).toEqual([[{ password: STRONG }]]);
    expect(flow.result.current.canSubmit).toBe(true);
    await act(() => flow.result.current.onSubmit());
    expect(client.callsTo('passwords.resetByEmail')).toEqual([[{ token: 'token-1', password: STRONG, session_duration_minutes: 30 }]]);
    expect(flow.state().screen).toBe('PasswordConfirmation');
  });

  it('makes no reset call before the password is valid', async () => {
    const client = fakeClient();
    const flow = renderReset(client, null);
    act(() => flow.result.current.onPasswordChange('weak'));
    await act(() => flow.result.current.onSubmit());
    expect(client.callsTo('passwords.resetByEmail')).toEqual([]);
  });

  it.each([
    ['weak_password', 'password'],
    ['unable_to_auth_magic_link', 'form'],
  ] as const)('given %s › the error on the %s', async (errorType, where) => {
    const client = fakeClient({ passwords: { resetByEmail: fails(errorType) } });
    const flow = renderReset(client, 'reset_password');
    act(() => flow.result.current.onPasswordChange(STRONG));
    await act(async () => {
      vi.advanceTimersByTime(STRENGTH_DEBOUNCE_MS);
    });
    await flush();
    await act(() => flow.result.current.onSubmit());
    expect(flow.result.current.errors[where]?.id).toBe(`error.${errorType}`);
    expect(flow.errors).toHaveLength(1);
  });

  it("'Login without a password' goes back to Main", () => {
    const flow = renderReset(fakeClient(), 'reset_password');
    act(() => flow.result.current.onLoginWithoutPassword());
    expect(flow.state().screen).toBe('Main');
  });
});

describe('readTokenType', () => {
  it('reads stytch_token_type from a query string', () => {
    expect(readTokenType('?stytch_token_type=login&token=abc')).toBe('login');
    expect(readTokenType('?token=abc')).toBeNull();
    expect(readTokenType('')).toBeNull();
  });
});
