// @vitest-environment jsdom
import fc from 'fast-check';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useEmailConfirmation, useMagicLinkForm } from '../../../src/products/emailMagicLinks/flows';
import { createInitialState } from '../../../src/flows/state';
import { deferred, fails, fakeBootstrap, fakeClient } from '../../../stories/flows/fakeClient';
import { renderFlow } from '../../fakes/flowHarness';
import { flush } from '../../fakes/renderHook';

describe('useMagicLinkForm › Main email tab', () => {
  it('given a valid email › sends the link, stores it, shows EmailConfirmation, emits and logs (SPEC §4)', async () => {
    const client = fakeClient();
    const flow = renderFlow(useMagicLinkForm, {
      client,
      config: { emailMagicLinksOptions: { loginRedirectURL: 'https://host.example/login', signupRedirectURL: 'https://host.example/signup' } },
    });
    act(() => flow.result.current.onEmailChange(' ada@example.com '));
    await act(() => flow.result.current.onSubmit());

    expect(client.callsTo('magicLinks.email.loginOrCreate')).toEqual([
      [
        'ada@example.com',
        {
          loginRedirectURL: 'https://host.example/login',
          signupRedirectURL: 'https://host.example/signup',
          loginExpirationMinutes: 30,
          signupExpirationMinutes: 30,
          createUserAsPending: false,
        },
      ],
    ]);
    expect(flow.state().screen).toBe('EmailConfirmation');
    expect(flow.state().formState.magicLinkState.email).toBe('ada@example.com');
    expect(flow.events).toEqual([
      { type: 'MagicLinkLoginOrCreateEvent', data: { email: 'ada@example.com', user_id: 'user-test-1', user_created: false } },
    ]);
    expect(client.callsTo('events.log')).toEqual([['email_sent', { email: 'ada@example.com', type: 'magic_link' }]]);
  });

  it("given a bad email › 'Email format is invalid.' and no call", async () => {
    const client = fakeClient();
    const flow = renderFlow(useMagicLinkForm, { client });
    act(() => flow.result.current.onEmailChange('ada@'));
    await act(() => flow.result.current.onSubmit());
    expect(flow.result.current.errors.email).toEqual({ id: 'validation.emailFormat' });
    expect(client.serverCalls()).toEqual([]);
    expect(flow.errors).toEqual([]);
  });

  it('clears the error when the email changes', async () => {
    const flow = renderFlow(useMagicLinkForm, { client: fakeClient() });
    await act(() => flow.result.current.onSubmit());
    expect(flow.result.current.errors.email).not.toBeNull();
    act(() => flow.result.current.onEmailChange('a'));
    expect(flow.result.current.errors.email).toBeNull();
  });

  it('while the request runs › status submitting, and a second submit sends nothing more', async () => {
    const pending = deferred<{ user_id: string; user_created: boolean }>();
    const client = fakeClient({ magicLinks: { email: { loginOrCreate: () => pending.promise } } });
    const flow = renderFlow(useMagicLinkForm, { client });
    act(() => flow.result.current.onEmailChange('ada@example.com'));
    let first!: Promise<void>;
    act(() => {
      first = flow.result.current.onSubmit();
    });
    expect(flow.result.current.status).toBe('submitting');
    await act(() => flow.result.current.onSubmit());
    expect(client.callsTo('magicLinks.email.loginOrCreate')).toHaveLength(1);
    await act(async () => {
      pending.resolve({ user_id: 'u', user_created: true });
      await first;
    });
    expect(flow.state().screen).toBe('EmailConfirmation');
  });

  it('given a server error › shows its catalogue message id, stays on Main and calls onError', async () => {
    const client = fakeClient({ magicLinks: { email: { loginOrCreate: fails('inactive_email', 'inactive!') } } });
    const flow = renderFlow(useMagicLinkForm, { client });
    act(() => flow.result.current.onEmailChange('ada@example.com'));
    await act(() => flow.result.current.onSubmit());
    expect(flow.result.current.errors.email).toEqual({ id: 'error.inactive_email', message: 'inactive!' });
    expect(flow.result.current.status).toBe('idle');
    expect(flow.state().screen).toBe('Main');
    expect(flow.errors).toEqual([expect.objectContaining({ errorType: 'inactive_email', message: 'inactive!' })]);
    expect(flow.events).toEqual([]);
  });

  it('given a network failure › the generic message, and onError still hears it', async () => {
    const client = fakeClient({ magicLinks: { email: { loginOrCreate: () => Promise.reject(new TypeError('Failed to fetch')) } } });
    const flow = renderFlow(useMagicLinkForm, { client });
    act(() => flow.result.current.onEmailChange('ada@example.com'));
    await act(() => flow.result.current.onSubmit());
    expect(flow.result.current.errors.email).toEqual({ id: 'error.unknown' });
    expect(flow.errors).toEqual([expect.objectContaining({ message: 'Failed to fetch' })]);
  });

  it('a failing event log never breaks the sign-in', async () => {
    const client = fakeClient({ events: { log: () => Promise.reject(new Error('offline')) } });
    const flow = renderFlow(useMagicLinkForm, { client });
    act(() => flow.result.current.onEmailChange('ada@example.com'));
    await act(() => flow.result.current.onSubmit());
    await flush();
    expect(flow.state().screen).toBe('EmailConfirmation');
  });

  it('a host onEvent that throws does not stop the sign-in (it is reported on the console)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = fakeClient();
    const flow = renderFlow(useMagicLinkForm, {
      client,
      callbacks: {
        onEvent: () => {
          throw new Error('host bug');
        },
      },
    });
    act(() => flow.result.current.onEmailChange('ada@example.com'));
    await act(() => flow.result.current.onSubmit());
    expect(flow.state().screen).toBe('EmailConfirmation');
    expect(client.callsTo('events.log')).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledOnce();
    consoleError.mockRestore();
  });

  it('any text that fails validation makes no client call (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string().filter((text) => !/@.*\./.test(text)), async (text) => {
        const client = fakeClient();
        const flow = renderFlow(useMagicLinkForm, { client });
        act(() => flow.result.current.onEmailChange(text));
        await act(() => flow.result.current.onSubmit());
        expect(client.serverCalls()).toEqual([]);
        flow.unmount();
      }),
      { numRuns: 40 },
    );
  });
});

describe('useEmailConfirmation', () => {
  const sentState = () => {
    const state = createInitialState({ screen: 'EmailConfirmation' });
    state.formState.magicLinkState.email = 'ada@example.com';
    return state;
  };

  it('shows where the email went, narrowed to the one bootstrap domain', () => {
    const flow = renderFlow(useEmailConfirmation, { client: fakeClient(), state: sentState() });
    expect(flow.result.current.email).toBe('ada@example.com');
    expect(flow.result.current.senderDomain).toBe('portico.dev');
  });

  it('prefers the configured domain hint; with several bootstrap domains and no hint, no narrowing', () => {
    const hinted = renderFlow(useEmailConfirmation, {
      client: fakeClient(),
      state: sentState(),
      config: { emailMagicLinksOptions: { domainHint: 'mail.example.org' } },
    });
    expect(hinted.result.current.senderDomain).toBe('mail.example.org');
    const several = fakeClient({ bootstrap: { getSync: () => ({ ...fakeBootstrap, emailDomains: ['a.dev', 'b.dev'] }) } });
    expect(renderFlow(useEmailConfirmation, { client: several, state: sentState() }).result.current.senderDomain).toBeUndefined();
  });

  it("'Try again' clears the email, returns to Main and logs email_try_again_clicked", () => {
    const client = fakeClient();
    const flow = renderFlow(useEmailConfirmation, { client, state: sentState() });
    act(() => flow.result.current.onTryAgain());
    expect(flow.state().screen).toBe('Main');
    expect(flow.state().formState.magicLinkState.email).toBe('');
    expect(client.callsTo('events.log')).toEqual([['email_try_again_clicked', { email: 'ada@example.com', type: 'magic_link' }]]);
  });
});
