// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthResponse } from '../../../src/client/types';
import { useOtpFlow } from '../../../src/products/otp/flows';
import { createInitialState, type WidgetState } from '../../../src/flows/state';
import { answers, deferred, fails, fakeAuthResponse, fakeClient, serverError, type FakeClient } from '../../../stories/flows/fakeClient';
import { renderFlow } from '../../fakes/flowHarness';
import { flush } from '../../fakes/renderHook';

function sentState(type: 'email' | 'sms' | 'whatsapp' = 'email'): WidgetState {
  const state = createInitialState({ screen: 'OTPAuthenticate' });
  state.formState.otpState = {
    type,
    methodId: 'method-1',
    otpDestination: type === 'email' ? 'ada@example.com' : '+12015550123',
  };
  return state;
}

const renderOtp = (client: FakeClient, state = sentState(), expirationMinutes?: number) =>
  renderFlow(useOtpFlow, {
    client,
    state,
    config: { products: ['otp'], otpOptions: { methods: [state.formState.otpState.type ?? 'email'], expirationMinutes } },
  });

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useOtpFlow › entering the code', () => {
  it('keeps digits only, at most 6, and verifies the finished code with the method id and session duration', async () => {
    const client = fakeClient();
    const flow = renderOtp(client);
    act(() => flow.result.current.onCodeChange('12a3'));
    expect(flow.result.current.values.code).toBe('123');
    expect(client.serverCalls()).toEqual([]);
    act(() => flow.result.current.onCodeChange('1234567'));
    await act(() => flow.result.current.onSubmit('123456')); // the code field, at the sixth digit
    await flush();
    expect(client.callsTo('otps.authenticate')).toEqual([['123456', 'method-1', { session_duration_minutes: 30 }]]);
    expect(flow.state().screen).toBe('OTPConfirmation');
  });

  it("while checking › status verifying ('Verifying passcode...'); a second submit sends nothing", async () => {
    const pending = deferred<AuthResponse>();
    const client = fakeClient({ otps: { authenticate: () => pending.promise } });
    const flow = renderOtp(client);
    act(() => flow.result.current.onCodeChange('123456'));
    act(() => void flow.result.current.onSubmit('123456')); // the code field, at the sixth digit
    expect(flow.result.current.status).toBe('verifying');
    await act(() => flow.result.current.onSubmit());
    expect(client.callsTo('otps.authenticate')).toHaveLength(1);
    await act(async () => pending.resolve(fakeAuthResponse));
    await flush();
    expect(flow.state().screen).toBe('OTPConfirmation');
  });

  it("given fewer than 6 digits on submit › 'Code format is invalid, please try again.' and no call", async () => {
    const client = fakeClient();
    const flow = renderOtp(client);
    act(() => flow.result.current.onCodeChange('12345'));
    await act(() => flow.result.current.onSubmit());
    expect(flow.result.current.errors.code).toEqual({ id: 'validation.codeFormat' });
    expect(client.serverCalls()).toEqual([]);
  });

  it('given a wrong code › its catalogue message, the code cleared, onError called, still on the screen', async () => {
    const client = fakeClient({ otps: { authenticate: fails('otp_code_not_found', 'nope', 404) } });
    const flow = renderOtp(client);
    act(() => flow.result.current.onCodeChange('000000'));
    await act(() => flow.result.current.onSubmit('000000')); // the code field, at the sixth digit
    await flush();
    expect(flow.result.current.errors.code).toEqual({ id: 'error.otp_code_not_found', message: 'nope' });
    expect(flow.result.current.values.code).toBe('');
    expect(flow.result.current.status).toBe('idle');
    expect(flow.errors).toEqual([expect.objectContaining({ errorType: 'otp_code_not_found' })]);
    expect(flow.state().screen).toBe('OTPAuthenticate');
  });

  it('after a wrong code › the next 6 digits submit again', async () => {
    const client = fakeClient({ otps: { authenticate: answers<AuthResponse>(serverError('otp_code_not_found'), fakeAuthResponse) } });
    const flow = renderOtp(client);
    act(() => flow.result.current.onCodeChange('000000'));
    await act(() => flow.result.current.onSubmit('000000')); // the code field, at the sixth digit
    await flush();
    act(() => flow.result.current.onCodeChange('123456'));
    await act(() => flow.result.current.onSubmit('123456')); // the code field, at the sixth digit
    await flush();
    expect(client.callsTo('otps.authenticate')).toHaveLength(2);
    expect(flow.state().screen).toBe('OTPConfirmation');
  });
});

describe('useOtpFlow › countdown and expiry (SPEC §2, §9)', () => {
  it('counts down every 1 s from the 5-minute default', () => {
    const flow = renderOtp(fakeClient());
    expect(flow.result.current.secondsLeft).toBe(300);
    tick(1_000);
    expect(flow.result.current.secondsLeft).toBe(299);
    tick(59_000);
    expect(flow.result.current.secondsLeft).toBe(240);
  });

  it('uses the configured expiry', () => {
    expect(renderOtp(fakeClient(), sentState(), 2).result.current.secondsLeft).toBe(120);
  });

  it("given an expired code › status expired ('Your code has expired.'), and 6 digits make no call", async () => {
    const client = fakeClient();
    const flow = renderOtp(client);
    tick(300_000);
    expect(flow.result.current.secondsLeft).toBe(0);
    expect(flow.result.current.status).toBe('expired');
    act(() => flow.result.current.onCodeChange('123456'));
    await act(() => flow.result.current.onSubmit('123456')); // the code field, at the sixth digit
    await flush();
    expect(client.serverCalls()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0); // the countdown stopped
  });
});

describe('useOtpFlow › resend (SPEC §2)', () => {
  it('goes initial → sending → sent → waiting after 2 s, with a new method id, a new expiry and a toast', async () => {
    const pending = deferred<{ method_id: string; user_id: string }>();
    const client = fakeClient({ otps: { email: { loginOrCreate: () => pending.promise } } });
    const flow = renderOtp(client);
    tick(200_000);
    expect(flow.result.current.resendState).toBe('initial');

    let resend!: Promise<void>;
    act(() => {
      resend = flow.result.current.onResend();
    });
    expect(flow.result.current.resendState).toBe('sending');
    await act(async () => {
      pending.resolve({ method_id: 'method-2', user_id: 'user-test-1' });
      await resend;
    });
    expect(client.callsTo('otps.email.loginOrCreate')).toEqual([['ada@example.com', { expirationMinutes: 5 }]]);
    expect(flow.result.current.resendState).toBe('sent');
    expect(flow.state().formState.otpState.methodId).toBe('method-2');
    expect(flow.result.current.secondsLeft).toBe(300);
    expect(flow.notices).toEqual([{ id: 'otp.resent.email', kind: 'success' }]);
    expect(client.callsTo('events.log')).toEqual([['email_sent', { email: 'ada@example.com', type: 'otp' }]]);

    tick(1_999);
    expect(flow.result.current.resendState).toBe('sent');
    tick(1);
    expect(flow.result.current.resendState).toBe('waiting');
  });

  it('given an expired code › resend brings the countdown back and the new code verifies with the new method id', async () => {
    const client = fakeClient();
    const flow = renderOtp(client, sentState('sms'));
    tick(300_000);
    expect(flow.result.current.status).toBe('expired');
    await act(() => flow.result.current.onResend());
    expect(client.callsTo('otps.sms.loginOrCreate')).toEqual([['+12015550123', { expirationMinutes: 5 }]]);
    expect(flow.notices).toEqual([{ id: 'otp.resent.sms', kind: 'success' }]);
    expect(flow.result.current.status).toBe('idle');
    tick(1_000);
    expect(flow.result.current.secondsLeft).toBe(299);
    act(() => flow.result.current.onCodeChange('123456'));
    await act(() => flow.result.current.onSubmit('123456')); // the code field, at the sixth digit
    await flush();
    expect(client.callsTo('otps.authenticate')).toEqual([['123456', 'otp-sms-1', { session_duration_minutes: 30 }]]);
  });

  it('resends WhatsApp codes by WhatsApp', async () => {
    const client = fakeClient();
    const flow = renderOtp(client, sentState('whatsapp'));
    await act(() => flow.result.current.onResend());
    expect(client.callsTo('otps.whatsapp.loginOrCreate')).toHaveLength(1);
    expect(flow.notices[0]?.id).toBe('otp.resent.whatsapp');
  });

  it('given a failed resend › back to initial, the error shown and onError called', async () => {
    const client = fakeClient({ otps: { email: { loginOrCreate: fails('user_lock_limit_reached', 'slow down', 429) } } });
    const flow = renderOtp(client);
    await act(() => flow.result.current.onResend());
    expect(flow.result.current.resendState).toBe('initial');
    expect(flow.result.current.errors.code?.id).toBe('error.user_lock_limit_reached');
    expect(flow.errors).toHaveLength(1);
    expect(flow.notices).toEqual([]);
  });
});

describe('useOtpFlow › timers', () => {
  it('leaves no timer running after unmount, even mid "sent"', async () => {
    const flow = renderOtp(fakeClient());
    await act(() => flow.result.current.onResend());
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    flow.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
