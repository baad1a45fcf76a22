// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { usePasswordEmailForm } from '../../../src/products/passwords/flows';
import { fails, fakeClient } from '../../../stories/flows/fakeClient';
import { renderFlow } from '../../fakes/flowHarness';

describe('usePasswordEmailForm › Main password-email tab (SPEC §4)', () => {
  it.each(['new', 'password', 'passwordless'] as const)(
    'given a %s user › stores email and user type, goes to PasswordCreateOrLogin, logs the lookup',
    async (userType) => {
      const client = fakeClient({ users: { searchByEmail: async () => ({ userType }) } });
      const flow = renderFlow(usePasswordEmailForm, { client, config: { products: ['passwords'] } });
      act(() => flow.result.current.onEmailChange('ada@example.com'));
      await act(() => flow.result.current.onSubmit());
      expect(client.callsTo('users.searchByEmail')).toEqual([['ada@example.com']]);
      expect(flow.state().formState.passwordState).toEqual({ email: 'ada@example.com', type: userType });
      expect(flow.state().screen).toBe('PasswordCreateOrLogin');
      expect(client.callsTo('events.log')).toEqual([['password_email_lookup', { email: 'ada@example.com', type: userType }]]);
    },
  );

  it("given a bad email › 'Email format is invalid.' and no call", async () => {
    const client = fakeClient();
    const flow = renderFlow(usePasswordEmailForm, { client });
    act(() => flow.result.current.onEmailChange('not an email'));
    await act(() => flow.result.current.onSubmit());
    expect(flow.result.current.errors.email).toEqual({ id: 'validation.emailFormat' });
    expect(client.serverCalls()).toEqual([]);
  });

  it('given a server error › its message id, still on Main, onError called', async () => {
    const client = fakeClient({ users: { searchByEmail: fails('invalid_email') } });
    const flow = renderFlow(usePasswordEmailForm, { client });
    act(() => flow.result.current.onEmailChange('ada@example.com'));
    await act(() => flow.result.current.onSubmit());
    expect(flow.result.current.errors.email?.id).toBe('error.invalid_email');
    expect(flow.state().screen).toBe('Main');
    expect(flow.errors).toHaveLength(1);
  });
});
