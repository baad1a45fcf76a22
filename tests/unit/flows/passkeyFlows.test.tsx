// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { usePasskeyManager } from '../../../src/products/passkeys/flows/usePasskeyManager';
import { usePasskeyRegistration } from '../../../src/products/passkeys/flows/usePasskeyRegistration';
import { usePasskeySignIn } from '../../../src/products/passkeys/flows/usePasskeySignIn';
import { createInitialState } from '../../../src/flows/state';
import { deferred, fails, fakeAuthResponse, fakeClient, fakeUser, serverError } from '../../../stories/flows/fakeClient';
import { renderFlow } from '../../fakes/flowHarness';
import { flush } from '../../fakes/renderHook';

const config = { products: ['emailMagicLinks' as const, 'passkeys' as const], sessionOptions: { sessionDurationMinutes: 45 } };
const named = (name: string) => Object.assign(new Error(name), { name });

describe("usePasskeySignIn › 'Login with a Passkey' (SPEC §2, §4)", () => {
  it('success: PasskeyAuthenticate, the error cleared, PasskeyConfirmation; with the configured session duration', async () => {
    const client = fakeClient();
    const state = createInitialState();
    state.formState.errorDescriptor = { id: 'error.passkey_unknown' };
    const flow = renderFlow(usePasskeySignIn, { client, config, state });
    await act(() => flow.result.current.onSignIn());
    expect(client.callsTo('webauthn.authenticate')).toEqual([[{ is_passkey: true, session_duration_minutes: 45 }]]);
    expect(flow.events).toEqual([{ type: 'PasskeyAuthenticate', data: fakeAuthResponse }]);
    expect(flow.state().formState.errorDescriptor).toBeNull();
    expect(flow.state().screen).toBe('PasskeyConfirmation');
  });

  it('an empty result: the unknown passkey error, and onError', async () => {
    const flow = renderFlow(usePasskeySignIn, { client: fakeClient({ webauthn: { authenticate: async () => null } }), config });
    await act(() => flow.result.current.onSignIn());
    expect(flow.state().formState.errorDescriptor).toEqual({ id: 'error.passkey_unknown' });
    expect(flow.errors).toHaveLength(1);
    expect(flow.state().screen).toBe('Main');
  });

  it('webauthn_registration_not_found: its message as the descriptor (a warning banner on Main)', async () => {
    const client = fakeClient({ webauthn: { authenticate: fails('webauthn_registration_not_found', 'gone', 404) } });
    const flow = renderFlow(usePasskeySignIn, { client, config });
    await act(() => flow.result.current.onSignIn());
    expect(flow.state().formState.errorDescriptor).toEqual({ id: 'error.webauthn_registration_not_found', message: 'gone' });
  });

  it.each(['NotAllowedError', 'AbortError'])("a person's cancel (%s) is no error: no descriptor, no onError", async (name) => {
    const flow = renderFlow(usePasskeySignIn, { client: fakeClient({ webauthn: { authenticate: async () => Promise.reject(named(name)) } }), config });
    await act(() => flow.result.current.onSignIn());
    expect(flow.state().formState.errorDescriptor).toBeNull();
    expect(flow.errors).toEqual([]);
    expect(flow.result.current.status).toBe('idle');
  });

  it('any other browser failure: the unknown passkey error', async () => {
    const flow = renderFlow(usePasskeySignIn, { client: fakeClient({ webauthn: { authenticate: async () => Promise.reject(named('SecurityError')) } }), config });
    await act(() => flow.result.current.onSignIn());
    expect(flow.state().formState.errorDescriptor).toEqual({ id: 'error.passkey_unknown' });
  });
});

describe('usePasskeyRegistration › PasskeyRegistrationStart (SPEC §2, §6, §8)', () => {
  const start = () => createInitialState({ screen: 'PasskeyRegistrationStart' });
  const signedIn = { getSync: () => fakeAuthResponse.session };

  it('without a session on the page: noUser, without asking the server', async () => {
    const client = fakeClient();
    const flow = renderFlow(usePasskeyRegistration, { client, config, state: start() });
    await flush();
    expect(flow.result.current.status).toBe('noUser');
    expect(client.callsTo('user.get')).toEqual([]);
  });

  it('with a session the server refuses: noUser, and onError hears why', async () => {
    const flow = renderFlow(usePasskeyRegistration, { client: fakeClient({ session: signedIn, user: { get: fails('user_unauthenticated') } }), config, state: start() });
    expect(flow.result.current.status).toBe('checking');
    await flush();
    expect(flow.result.current.status).toBe('noUser');
    expect(flow.errors[0]?.errorType).toBe('user_unauthenticated');
  });

  it('Create a Passkey: registers with the session duration, then PasskeyRegistrationSuccess; Skip goes there too', async () => {
    const client = fakeClient({ session: signedIn });
    const flow = renderFlow(usePasskeyRegistration, { client, config, state: start() });
    await flush();
    expect(flow.result.current.status).toBe('idle');
    await act(() => flow.result.current.onCreate());
    expect(client.callsTo('webauthn.register')).toEqual([[{ is_passkey: true, session_duration_minutes: 45 }]]);
    expect(flow.state().screen).toBe('PasskeyRegistrationSuccess');

    const skipping = renderFlow(usePasskeyRegistration, { client: fakeClient(), config, state: start() });
    act(() => skipping.result.current.onSkip());
    expect(skipping.state().screen).toBe('PasskeyRegistrationSuccess');
    await flush();
  });

  it.each([
    ['the server says duplicate', Object.assign(serverError('duplicate_webauthn_registration'), {}), 'error.duplicate_webauthn_registration'],
    ['the browser says already registered', named('InvalidStateError'), 'error.duplicate_webauthn_registration'],
    ['anything else', serverError('invalid_public_key_credential'), 'error.passkey_not_created'],
  ])('%s: its message (SPEC §8)', async (_, error, id) => {
    const client = fakeClient({ session: signedIn, webauthn: { register: async () => Promise.reject(error) } });
    const flow = renderFlow(usePasskeyRegistration, { client, config, state: start() });
    await flush();
    await act(() => flow.result.current.onCreate());
    expect(flow.result.current.error).toEqual({ id });
    expect(flow.state().screen).toBe('PasskeyRegistrationStart');
  });

  it('a cancelled browser dialog: no message, Create offered again', async () => {
    const flow = renderFlow(usePasskeyRegistration, { client: fakeClient({ session: signedIn, webauthn: { register: async () => Promise.reject(named('NotAllowedError')) } }), config, state: start() });
    await flush();
    await act(() => flow.result.current.onCreate());
    expect(flow.result.current.error).toBeNull();
    expect(flow.result.current.status).toBe('idle');
    expect(flow.errors).toEqual([]);
  });
});

describe('usePasskeyManager › PasskeyRegistrationSuccess (SPEC §2, §4)', () => {
  const user = {
    ...fakeUser,
    webauthn_registrations: [
      { webauthn_registration_id: 'wr-1', name: 'Laptop' },
      { webauthn_registration_id: 'wr-2', name: 'Phone' },
    ],
  };
  const success = () => createInitialState({ screen: 'PasskeyRegistrationSuccess' });
  const names = (flow: { result: { current: { passkeys: readonly { name: string }[] } } }) => flow.result.current.passkeys.map((p) => p.name);

  it('lists the passkeys by name', async () => {
    const flow = renderFlow(usePasskeyManager, { client: fakeClient({ user: { get: async () => user } }), config, state: success() });
    expect(flow.result.current.status).toBe('loading');
    await flush();
    expect(flow.result.current.status).toBe('ready');
    expect(names(flow)).toEqual(['Laptop', 'Phone']);
  });

  it('rename: applied at once; Set up another and Done wait meanwhile; a refusal puts the old name back with an error toast', async () => {
    const answer = deferred<void>();
    const client = fakeClient({ user: { get: async () => user }, webauthn: { update: () => answer.promise } });
    const flow = renderFlow(usePasskeyManager, { client, config, state: success() });
    await flush();
    act(() => flow.result.current.onRenameStart('wr-1'));
    expect(flow.result.current.editing).toEqual({ id: 'wr-1', name: 'Laptop' });
    expect(flow.result.current.renaming).toBe(true);
    // Editing and deleting are exclusive.
    act(() => flow.result.current.onDeleteStart('wr-2'));
    expect(flow.result.current.pendingDelete).toBeNull();
    act(() => flow.result.current.onNameChange('  Work laptop '));
    act(() => void flow.result.current.onRenameSave());
    expect(names(flow)).toEqual(['Work laptop', 'Phone']);
    expect(flow.result.current.editing).toBeNull();
    expect(flow.result.current.renaming).toBe(true);
    expect(client.callsTo('webauthn.update')).toEqual([[{ webauthn_registration_id: 'wr-1', name: 'Work laptop' }]]);
    await act(async () => answer.reject(serverError('unauthorized_action')));
    await flush();
    expect(names(flow)).toEqual(['Laptop', 'Phone']);
    expect(flow.notices).toEqual([{ id: 'error.passkey_rename_failed', kind: 'error' }]);
    expect(flow.result.current.renaming).toBe(false);
  });

  it('delete: starting sets the warning descriptor, confirming clears it and removes the entry; a refusal brings it back with an error toast', async () => {
    const answer = deferred<void>();
    const client = fakeClient({ user: { get: async () => user }, webauthn: { delete: () => answer.promise } });
    const flow = renderFlow(usePasskeyManager, { client, config, state: success() });
    await flush();
    act(() => flow.result.current.onDeleteStart('wr-1'));
    expect(flow.state().formState.errorDescriptor).toEqual({ id: 'passkey.success.deleteWarning' });
    expect(flow.result.current.warning).toEqual({ id: 'passkey.success.deleteWarning' });
    act(() => flow.result.current.onRenameStart('wr-2'));
    expect(flow.result.current.editing).toBeNull();
    act(() => void flow.result.current.onDeleteConfirm());
    expect(names(flow)).toEqual(['Phone']);
    expect(flow.state().formState.errorDescriptor).toBeNull();
    expect(client.callsTo('webauthn.delete')).toEqual([['wr-1']]);
    await act(async () => answer.reject(serverError('webauthn_registration_not_found', 'gone', 404)));
    await flush();
    expect(names(flow)).toEqual(['Laptop', 'Phone']);
    expect(flow.notices).toEqual([{ id: 'error.passkey_delete_failed', kind: 'error' }]);
    expect(flow.errors[0]?.errorType).toBe('webauthn_registration_not_found');
  });

  it('cancel clears the warning; Set up another goes to Start; Done emits PasskeyDone', async () => {
    const flow = renderFlow(usePasskeyManager, { client: fakeClient({ user: { get: async () => user } }), config, state: success() });
    await flush();
    act(() => flow.result.current.onDeleteStart('wr-2'));
    act(() => flow.result.current.onDeleteCancel());
    expect(flow.state().formState.errorDescriptor).toBeNull();
    expect(names(flow)).toEqual(['Laptop', 'Phone']);
    act(() => flow.result.current.onDone());
    expect(flow.events).toEqual([{ type: 'PasskeyDone', data: {} }]);
    act(() => flow.result.current.onSetUpAnother());
    expect(flow.state().screen).toBe('PasskeyRegistrationStart');
  });
});
