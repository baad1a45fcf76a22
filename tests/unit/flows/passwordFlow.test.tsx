// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StrengthCheckResponse, UserType } from '../../../src/client/types';
import { STRENGTH_DEBOUNCE_MS, usePasswordFlow } from '../../../src/products/passwords/flows';
import { createInitialState } from '../../../src/flows/state';
import { deferred, fails, fakeClient, fakeStrength, type FakeClient } from '../../../stories/flows/fakeClient';
import { renderFlow } from '../../fakes/flowHarness';
import { flush } from '../../fakes/renderHook';

const STRONG = 'correct horse battery staple';

function renderPassword(client: FakeClient, type: UserType) {
  const state = createInitialState({ screen: 'PasswordCreateOrLogin' });
  state.formState.passwordState = { email: 'ada@example.com', type };
  return renderFlow(usePasswordFlow, {
    client,
    state,
    config: { products: ['passwords'], passwordOptions: { resetPasswordRedirectURL: 'https://host.example/reset' } },
  });
}

async function typePassword(flow: ReturnType<typeof renderPassword>, password: string) {
  act(() => flow.result.current.onPasswordChange(password));
  await act(async () => {
    vi.advanceTimersByTime(STRENGTH_DEBOUNCE_MS);
  });
  await flush();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('usePasswordFlow › create (new user)', () => {
  it('checks strength with the email, debounced, once typing pauses (SPEC §5)', async () => {
    const client = fakeClient();
    const flow = renderPassword(client, 'new');
    expect(flow.result.current.mode).toBe('create');
    act(() => flow.result.current.onPasswordChange('c'));
    act(() => flow.result.current.onPasswordChange('co'));
    act(() => vi.advanceTimersByTime(STRENGTH_DEBOUNCE_MS - 1));
    expect(client.callsTo('passwords.strengthCheck')).toEqual([]);
    await typePassword(flow, 'cor');
    expect(client.callsTo('passwords.strengthCheck')).toEqual([[{ password: 'cor', email: 'ada@example.com' }]]);
    expect(flow.result.current.strength?.bar).toEqual({ filled: 1, tone: 'error' });
    expect(flow.result.current.strength?.warning).toEqual({ id: 'zxcvbn.warning.common', message: 'This is a commonly used password.' });
  });

  it('keeps Continue disabled until the check says valid_password for this very password', async () => {
    const client = fakeClient();
    const flow = renderPassword(client, 'new');
    await typePassword(flow, 'short');
    expect(flow.result.current.canSubmit).toBe(false);
    await typePassword(flow, STRONG);
    expect(flow.result.current.canSubmit).toBe(true);
    act(() => flow.result.current.onPasswordChange(`${STRONG}!`));
    expect(flow.result.current.canSubmit).toBe(false); // the answer is for the previous password
    await act(() => flow.result.current.onSubmit());
    expect(client.callsTo('passwords.create')).toEqual([]);
  });

  it('drops a slow answer for an older password', async () => {
    const slow = deferred<StrengthCheckResponse>();
    let call = 0;
    const client = fakeClient({
      passwords: { strengthCheck: ({ password }) => (++call === 1 ? slow.promise : Promise.resolve(fakeStrength(password))) },
    });
    const flow = renderPassword(client, 'new');
    await typePassword(flow, 'weak');
    await typePassword(flow, STRONG);
    await act(async () => slow.resolve({ ...fakeStrength('weak'), valid_password: false, score: 0 }));
    expect(flow.result.current.strength?.score).toBe(4);
    expect(flow.result.current.canSubmit).toBe(true);
  });

  it('does not ask again for the same password within 2 s', async () => {
    const client = fakeClient();
    const flow = renderPassword(client, 'new');
    await typePassword(flow, STRONG);
    await typePassword(flow, `${STRONG}x`);
    await typePassword(flow, STRONG);
    expect(client.callsTo('passwords.strengthCheck')).toHaveLength(2);
  });

  it('the dedupe lasts 2 s, no more (SPEC §9): after that the same password is asked again', async () => {
    const client = fakeClient();
    const flow = renderPassword(client, 'new');
    await typePassword(flow, STRONG);
    await typePassword(flow, `${STRONG}x`);
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    await typePassword(flow, STRONG); // about 1.6 s after its answer: from the cache
    expect(client.callsTo('passwords.strengthCheck')).toHaveLength(2);
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    await typePassword(flow, `${STRONG}x`); // more than 2 s after its answer: asked again
    expect(client.callsTo('passwords.strengthCheck')).toHaveLength(3);
  });

  it('retries a failed check once after 5 s, and reports the failure', async () => {
    let call = 0;
    const client = fakeClient({
      passwords: {
        strengthCheck: ({ password }) => (++call === 1 ? fails('internal_error')() : Promise.resolve(fakeStrength(password))),
      },
    });
    const flow = renderPassword(client, 'new');
    await typePassword(flow, STRONG);
    expect(flow.errors).toHaveLength(1);
    expect(flow.result.current.canSubmit).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    await flush();
    expect(flow.result.current.canSubmit).toBe(true);
  });

  it('on a slow link, retries a failed check after 10 s instead of 5 s', async () => {
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '2g' }, configurable: true });
    try {
      const client = fakeClient({ passwords: { strengthCheck: fails('internal_error') } });
      const flow = renderPassword(client, 'new');
      await typePassword(flow, STRONG);
      expect(client.callsTo('passwords.strengthCheck')).toHaveLength(1);
      await act(async () => {
        vi.advanceTimersByTime(5_000);
      });
      expect(client.callsTo('passwords.strengthCheck')).toHaveLength(1);
      await act(async () => {
        vi.advanceTimersByTime(5_000);
      });
      expect(client.callsTo('passwords.strengthCheck')).toHaveLength(2);
    } finally {
      delete (navigator as { connection?: unknown }).connection;
    }
  });

  it('checks again when the page regains focus, at most once every 5 s', async () => {
    const client = fakeClient();
    const flow = renderPassword(client, 'new');
    await typePassword(flow, STRONG);
    const calls = () => client.callsTo('passwords.strengthCheck').length;
    const before = calls();
    const refocus = async () => {
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      await act(async () => {
        vi.advanceTimersByTime(STRENGTH_DEBOUNCE_MS);
      });
      await flush();
    };
    await refocus();
    expect(calls()).toBe(before);
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    await refocus();
    expect(calls()).toBe(before + 1);
  });

  it('creates the account with the session duration and goes to PasswordConfirmation', async () => {
    const client = fakeClient();
    const flow = renderPassword(client, 'new');
    await typePassword(flow, STRONG);
    await act(() => flow.result.current.onSubmit());
    expect(client.callsTo('passwords.create')).toEqual([[{ email: 'ada@example.com', password: STRONG, session_duration_minutes: 30 }]]);
    expect(flow.state().screen).toBe('PasswordConfirmation');
  });

  it('given reset_password › sends a reset email and goes to PasswordDedupe; onError still called', async () => {
    const client = fakeClient({ passwords: { create: fails('reset_password') } });
    const flow = renderPassword(client, 'new');
    await typePassword(flow, STRONG);
    await act(() => flow.result.current.onSubmit());
    expect(client.callsTo('passwords.resetByEmailStart')).toEqual([
      [{ email: 'ada@example.com', resetPasswordRedirectURL: 'https://host.example/reset' }],
    ]);
    expect(flow.state().screen).toBe('PasswordDedupe');
    expect(flow.errors.map((error) => error.errorType)).toEqual(['reset_password']);
  });

  it('given breached_password on create › the catalogue message inline, no screen change', async () => {
    const client = fakeClient({ passwords: { create: fails('breached_password') } });
    const flow = renderPassword(client, 'new');
    await typePassword(flow, STRONG);
    await act(() => flow.result.current.onSubmit());
    expect(flow.result.current.errors.password?.id).toBe('error.breached_password');
    expect(flow.state().screen).toBe('PasswordCreateOrLogin');
  });
});

describe('usePasswordFlow › login (password user)', () => {
  it('never checks strength; Continue enabled once a password is typed; logs in → PasswordConfirmation', async () => {
    const client = fakeClient();
    const flow = renderPassword(client, 'password');
    expect(flow.result.current.mode).toBe('login');
    expect(flow.result.current.canSubmit).toBe(false);
    await typePassword(flow, 'hunter2');
    expect(client.callsTo('passwords.strengthCheck')).toEqual([]);
    expect(flow.result.current.strength).toBeNull();
    await act(() => flow.result.current.onSubmit());
    expect(client.callsTo('passwords.authenticate')).toEqual([[{ email: 'ada@example.com', password: 'hunter2', session_duration_minutes: 30 }]]);
    expect(flow.state().screen).toBe('PasswordConfirmation');
  });

  it('given wrong credentials › the catalogue message inline and onError', async () => {
    const client = fakeClient({ passwords: { authenticate: fails('unauthorized_credentials', 'bad', 401) } });
    const flow = renderPassword(client, 'password');
    await typePassword(flow, 'hunter2');
    await act(() => flow.result.current.onSubmit());
    expect(flow.result.current.errors.password).toEqual({ id: 'error.unauthorized_credentials', message: 'bad' });
    expect(flow.result.current.status).toBe('idle');
    expect(flow.errors).toHaveLength(1);
  });

  it.each([
    ['reset_password', 'PasswordDedupe'],
    ['breached_password', 'PasswordBreached'],
  ] as const)('given %s › a reset email, then %s', async (errorType, screen) => {
    const client = fakeClient({ passwords: { authenticate: fails(errorType) } });
    const flow = renderPassword(client, 'password');
    await typePassword(flow, 'hunter2');
    await act(() => flow.result.current.onSubmit());
    expect(client.callsTo('passwords.resetByEmailStart')).toHaveLength(1);
    expect(flow.state().screen).toBe(screen);
  });

  it('given the reset email itself fails › its error shows and we stay', async () => {
    const client = fakeClient({ passwords: { authenticate: fails('reset_password'), resetByEmailStart: fails('email_not_found') } });
    const flow = renderPassword(client, 'password');
    await typePassword(flow, 'hunter2');
    await act(() => flow.result.current.onSubmit());
    expect(flow.result.current.errors.password?.id).toBe('error.email_not_found');
    expect(flow.state().screen).toBe('PasswordCreateOrLogin');
    expect(flow.errors.map((error) => error.errorType)).toEqual(['reset_password', 'email_not_found']);
  });

  it("'Forgot Password?' sends a reset email and goes to PasswordForgot", async () => {
    const client = fakeClient();
    const flow = renderPassword(client, 'password');
    let pending!: Promise<void>;
    act(() => {
      pending = flow.result.current.onForgotPassword();
    });
    expect(flow.result.current.status).toBe('sendingEmail');
    await act(() => pending);
    expect(client.callsTo('passwords.resetByEmailStart')).toEqual([
      [{ email: 'ada@example.com', resetPasswordRedirectURL: 'https://host.example/reset' }],
    ]);
    expect(flow.state().screen).toBe('PasswordForgot');
  });
});

describe('usePasswordFlow › passwordless user and the reset-email screens', () => {
  it("'Create password' sends a reset email first, then PasswordSetNew", async () => {
    const client = fakeClient();
    const flow = renderPassword(client, 'passwordless');
    expect(flow.result.current.mode).toBe('passwordless');
    expect(flow.result.current.canSubmit).toBe(false);
    await act(() => flow.result.current.onCreatePassword());
    expect(client.callsTo('passwords.resetByEmailStart')).toHaveLength(1);
    expect(flow.state().screen).toBe('PasswordSetNew');
  });

  it("'Resend email' sends again and toasts 'Email resent'", async () => {
    const client = fakeClient();
    const flow = renderPassword(client, 'password');
    await act(() => flow.result.current.onResendEmail());
    expect(client.callsTo('passwords.resetByEmailStart')).toHaveLength(1);
    expect(flow.notices).toEqual([{ id: 'password.emailResent', kind: 'success' }]);
  });

  it('leaves no timer running after unmount', async () => {
    const flow = renderPassword(fakeClient(), 'new');
    act(() => flow.result.current.onPasswordChange(STRONG));
    flow.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
