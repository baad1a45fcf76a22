// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PorticoConfig } from '../../../src/products/registry';
import { useOneTap, type GoogleAccountsId, type PromptMoment } from '../../../src/products/oauth/flows/useOneTap';
import { useSocialButtons } from '../../../src/products/oauth/flows/useSocialButtons';
import { describeError } from '../../../src/i18n/describeError';
import { addEnglish } from '../../../src/i18n/english';
import { createTranslator } from '../../../src/i18n/translator';
import { oauthMessages } from '../../../src/products/oauth/messages';
import { deferred, fails, fakeBootstrap, fakeClient, type FakeOverrides } from '../../../stories/flows/fakeClient';
import { renderFlow } from '../../fakes/flowHarness';
import { flush } from '../../fakes/renderHook';

addEnglish(oauthMessages); // as when the oauth product's entry arrives

const social: PorticoConfig = {
  products: ['oauth', 'emailMagicLinks'],
  oauthOptions: {
    loginRedirectURL: 'https://host.example/login',
    signupRedirectURL: 'https://host.example/signup',
    providers: [{ type: 'github', custom_scopes: ['read:user'], provider_params: { allow_signup: 'true' } }, { type: 'google' }],
  },
};

const CALLBACK_ERROR = 'An error was encountered in the callback of the OAuth flow. Please try again.';

describe('useSocialButtons › SPEC §2 buttons, §7 oauth.{provider}.start', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('given a click › starts that provider with the redirect URLs, its scopes and params', async () => {
    const pending = deferred<void>();
    const client = fakeClient({ oauth: { start: () => pending.promise } });
    const flow = renderFlow(useSocialButtons, { client, config: social });
    expect(flow.result.current.providers).toEqual(['github', 'google']);
    act(() => flow.result.current.onStart('github'));
    expect(flow.result.current.starting).toBe('github');
    // A second press while the first runs starts nothing.
    act(() => flow.result.current.onStart('google'));
    expect(client.callsTo('oauth.start')).toEqual([
      [
        'github',
        {
          login_redirect_url: 'https://host.example/login',
          signup_redirect_url: 'https://host.example/signup',
          custom_scopes: ['read:user'],
          provider_params: { allow_signup: 'true' },
        },
      ],
    ]);
    await act(async () => pending.resolve());
    expect(flow.result.current.starting).toBeNull();
  });

  it('given a start the client refuses (not an http(s) URL) › Main’s banner says so, onError hears it, the buttons work again', async () => {
    const client = fakeClient({ oauth: { start: fails('oauth_url_refused', 'javascript:alert(1)', 0) } });
    const flow = renderFlow(useSocialButtons, { client, config: social });
    act(() => flow.result.current.onStart('github'));
    await flush();
    expect(flow.state().formState.errorDescriptor).toEqual({ id: 'error.oauth_url_refused', message: 'javascript:alert(1)' });
    expect(flow.errors).toMatchObject([{ errorType: 'oauth_url_refused' }]);
    expect(flow.result.current.starting).toBeNull();
  });

  it('given a provider page the person cancelled › Main says so once, and the error leaves the address bar', async () => {
    history.replaceState(null, '', '/login?keep=1&stytch_token_type=oauth&error=oauth_flow_callback_error&error_description=The+person+cancelled.');
    const flow = renderFlow(useSocialButtons, { client: fakeClient(), config: social });
    await flush();
    // The URL's words are not shown: the catalogue's message is (SPEC §8).
    expect(flow.state().formState.errorDescriptor).toEqual({ id: 'error.oauth_flow_callback_error', message: CALLBACK_ERROR, plainText: true });
    expect(flow.errors).toMatchObject([{ errorType: 'oauth_flow_callback_error', message: CALLBACK_ERROR }]);
    expect(location.pathname + location.search).toBe('/login?keep=1');
  });

  it('given a provider error whose description carries a link › Main shows the catalogue\'s words as plain text, never the URL\'s', async () => {
    // Anyone can send a person to the login page with their own error and description in the URL.
    history.replaceState(null, '', '/login?stytch_token_type=oauth&error=account_locked&error_description=Unlock+it+at+https%3A%2F%2Fevil.example%2Funlock');
    const flow = renderFlow(useSocialButtons, { client: fakeClient(), config: social });
    await flush();
    const descriptor = flow.state().formState.errorDescriptor!;
    const { segments } = describeError(descriptor, createTranslator());
    expect(segments).toEqual([{ text: CALLBACK_ERROR }]);
  });

  it('given a return with a token (for the host’s redirect page) › leaves the URL and Main alone', async () => {
    history.replaceState(null, '', '/login?stytch_token_type=oauth&token=abc');
    const flow = renderFlow(useSocialButtons, { client: fakeClient(), config: social });
    await flush();
    expect(flow.state().formState.errorDescriptor).toBeNull();
    expect(location.search).toBe('?stytch_token_type=oauth&token=abc');
  });
});

/** A fake of Google's library (google.accounts.id): records calls, and lets the test play the prompt's moments. */
function installFakeGoogle() {
  const fakeGoogle = {
    config: undefined as Parameters<GoogleAccountsId['initialize']>[0] | undefined,
    listener: undefined as ((moment: PromptMoment) => void) | undefined,
    initialize: vi.fn((config: Parameters<GoogleAccountsId['initialize']>[0]) => {
      fakeGoogle.config = config;
    }),
    prompt: vi.fn((listener: (moment: PromptMoment) => void) => {
      fakeGoogle.listener = listener;
    }),
    cancel: vi.fn(),
  };
  (globalThis as { google?: unknown }).google = { accounts: { id: fakeGoogle } };
  const moment = (kind: 'display' | 'skipped' | 'dismissed', reason?: string): PromptMoment => ({
    isDisplayMoment: () => kind === 'display',
    isDisplayed: () => kind === 'display' && !reason,
    getNotDisplayedReason: () => (kind === 'display' ? reason : undefined),
    getDismissedReason: () => (kind === 'dismissed' ? reason : undefined),
  });
  const play = (kind: 'display' | 'skipped' | 'dismissed', reason?: string) => act(() => fakeGoogle.listener?.(moment(kind, reason)));
  return { fakeGoogle, play };
}

/** jsdom has no ResizeObserver: this fake calls back when the test says the element resized. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  constructor(readonly callback: () => void) {
    FakeResizeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
}

const oneTap = (google: Record<string, unknown> = {}, rest: Partial<PorticoConfig> = {}): PorticoConfig => ({
  products: ['oauth', 'emailMagicLinks'],
  oauthOptions: { ...social.oauthOptions!, providers: [{ type: 'google', one_tap: true, ...google }] },
  ...rest,
});

function renderOneTap(config: PorticoConfig, overrides: FakeOverrides = {}) {
  const setLoading = vi.fn();
  const navigate = vi.fn();
  const client = fakeClient(overrides);
  const flow = renderFlow((args) => useOneTap(args, { setLoading, parentId: 'one-tap-test', navigate }), { client, config });
  return { flow, client, setLoading, navigate };
}

describe('useOneTap › SPEC §2, §4, §9 Google One Tap', () => {
  let google: ReturnType<typeof installFakeGoogle>;
  beforeEach(() => {
    google = installFakeGoogle();
    FakeResizeObserver.instances = [];
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => {
    delete (globalThis as { google?: unknown }).google;
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('given no Google entry with one_tap › nothing: no client check, no model', async () => {
    const { flow, client } = renderOneTap(social);
    await flush();
    expect(flow.result.current).toEqual({ oneTap: null, oneTapError: null });
    expect(client.callsTo('oauth.googleOneTap.createClient')).toEqual([]);
  });

  it('embedded › the prompt goes into Main’s box, 47 px high with the spinner, until Google shows it', async () => {
    const { flow, setLoading } = renderOneTap(oneTap({ cancel_on_tap_outside: false }));
    expect(flow.result.current.oneTap).toEqual({ status: 'loading', height: 47, parentId: 'one-tap-test' });
    await flush();
    expect(google.fakeGoogle.config).toMatchObject({ client_id: 'google-client-test', prompt_parent_id: 'one-tap-test', cancel_on_tap_outside: false });
    google.play('display');
    expect(flow.result.current.oneTap).toEqual({ status: 'shown', height: 47, parentId: 'one-tap-test' });
    expect(setLoading).not.toHaveBeenCalledWith(true);
  });

  it('embedded › the box follows the prompt’s height 100 ms after it last changed', async () => {
    const box = Object.assign(document.createElement('div'), { id: 'one-tap-test' });
    document.body.append(box);
    const { flow } = renderOneTap(oneTap());
    await flush();
    vi.useFakeTimers();
    Object.defineProperty(box, 'offsetHeight', { configurable: true, value: 180 });
    act(() => FakeResizeObserver.instances.at(-1)!.callback());
    act(() => vi.advanceTimersByTime(60));
    Object.defineProperty(box, 'offsetHeight', { configurable: true, value: 212 });
    act(() => FakeResizeObserver.instances.at(-1)!.callback());
    act(() => vi.advanceTimersByTime(99));
    expect(flow.result.current.oneTap?.height).toBe(47);
    act(() => vi.advanceTimersByTime(1));
    expect(flow.result.current.oneTap?.height).toBe(212);
  });

  it('cancelled (closed, tapped outside, cancel) › the loading flag is cleared and Google’s ordinary button returns', async () => {
    const { flow, setLoading } = renderOneTap(oneTap({ position: 'floating' }));
    await flush();
    expect(google.fakeGoogle.config?.prompt_parent_id).toBeUndefined();
    google.play('display');
    google.play('skipped', 'user_cancel');
    expect(setLoading).toHaveBeenLastCalledWith(false);
    expect(flow.result.current).toEqual({ oneTap: null, oneTapError: null });
  });

  it('the One Tap-only layout › the floating loader shows while the floating prompt is up, until it is cancelled', async () => {
    const { flow, setLoading } = renderOneTap(oneTap({}, { products: ['oauth'] }));
    await flush();
    expect(setLoading.mock.calls).toEqual([[true]]);
    expect(flow.result.current.oneTap).toMatchObject({ height: null });
    google.play('dismissed', 'cancel_called');
    expect(setLoading).toHaveBeenLastCalledWith(false);
  });

  it('embeddedOnly alone › no One Tap-only layout: embedded, no loader', async () => {
    const { flow, setLoading } = renderOneTap(oneTap({ position: 'embeddedOnly' }, { products: ['oauth'] }));
    await flush();
    expect(setLoading).not.toHaveBeenCalledWith(true);
    expect(flow.result.current.oneTap).toMatchObject({ height: 47 });
  });

  it('a chosen account › the credential is traded for the redirect, behind the loader, and the browser goes there', async () => {
    const { flow, client, setLoading, navigate } = renderOneTap(oneTap(), {
      oauth: { googleOneTap: { authenticate: async () => ({ redirect_url: 'https://host.example/login?stytch_token_type=oauth&token=t' }) } },
    });
    await flush();
    google.play('display');
    google.play('dismissed', 'credential_returned');
    await act(async () => google.fakeGoogle.config!.callback({ credential: 'id-token-1' }));
    expect(client.callsTo('oauth.googleOneTap.authenticate')).toEqual([
      [{ id_token: 'id-token-1', login_redirect_url: 'https://host.example/login', signup_redirect_url: 'https://host.example/signup' }],
    ]);
    expect(setLoading).toHaveBeenLastCalledWith(true);
    expect(navigate).toHaveBeenCalledWith('https://host.example/login?stytch_token_type=oauth&token=t');
    expect(flow.result.current.oneTap).not.toBeNull();
  });

  it('a redirect that is not http(s) › never opened: Main’s banner, onError, the loader off, Google’s button back', async () => {
    const { flow, setLoading, navigate } = renderOneTap(oneTap(), {
      oauth: { googleOneTap: { authenticate: async () => ({ redirect_url: 'javascript:alert(document.cookie)' }) } },
    });
    await flush();
    await act(async () => google.fakeGoogle.config!.callback({ credential: 'id-token-1' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(flow.state().formState.errorDescriptor).toMatchObject({ id: 'error.oauth_url_refused' });
    expect(flow.errors).toMatchObject([{ errorType: 'oauth_url_refused' }]);
    expect(setLoading).toHaveBeenLastCalledWith(false);
    expect(flow.result.current.oneTap).toBeNull();
  });

  it.each([
    ['oauth_config_not_found', { failReason: 'oauth_config_not_found' }],
    ['no_login_redirect_urls_set', { failReason: 'no_login_redirect_urls_set' }],
    ['no_signup_redirect_urls_set', { failReason: 'no_signup_redirect_urls_set' }],
    ['default_provider_not_allowed', { failReason: 'default_provider_not_allowed' }],
    ['unregistered_origin', { renderReason: 'unregistered_origin' }],
    ['invalid_client', { renderReason: 'invalid_client' }],
  ] as const)('the client check fails with %s › its explanation (test token), onError, Google’s button', async (reason, answer) => {
    const { flow } = renderOneTap(oneTap(), { oauth: { googleOneTap: { createClient: async () => ({ ok: false, ...answer }) } } });
    await flush();
    expect(flow.result.current).toEqual({ oneTap: null, oneTapError: { id: `error.onetap_${reason}` } });
    expect(flow.errors).toEqual([expect.objectContaining({ errorType: `onetap_${reason}`, message: oauthMessages[`error.onetap_${reason}`] })]);
    expect(google.fakeGoogle.initialize).not.toHaveBeenCalled();
  });

  it('the same failure with a live public token › no explanation on screen, onError still hears it', async () => {
    const live = { ...fakeBootstrap, publicTokenType: 'live' as const };
    const { flow } = renderOneTap(oneTap(), {
      bootstrap: { getSync: () => live, get: async () => live },
      oauth: { googleOneTap: { createClient: async () => ({ ok: false, renderReason: 'unregistered_origin' }) } },
    });
    await flush();
    expect(flow.result.current).toEqual({ oneTap: null, oneTapError: null });
    expect(flow.errors).toMatchObject([{ errorType: 'onetap_unregistered_origin' }]);
  });

  it("the same failure before the server's bootstrap is in (a fast first load: the cache says live) › its answer, test, brings the explanation", async () => {
    const { flow } = renderOneTap(oneTap(), {
      bootstrap: { getSync: () => ({ ...fakeBootstrap, publicTokenType: 'live' as const }), get: async () => fakeBootstrap },
      oauth: { googleOneTap: { createClient: async () => ({ ok: false, renderReason: 'unregistered_origin' }) } },
    });
    await flush();
    expect(flow.result.current).toEqual({ oneTap: null, oneTapError: { id: 'error.onetap_unregistered_origin' } });
  });

  it("Google's prompt not displayed › a developer reason is explained; any other reason quietly brings back the button", async () => {
    const first = renderOneTap(oneTap());
    await flush();
    google.play('display', 'unregistered_origin');
    expect(first.flow.result.current.oneTapError).toEqual({ id: 'error.onetap_unregistered_origin' });

    const second = renderOneTap(oneTap());
    await flush();
    google.play('display', 'opt_out_or_no_session');
    expect(second.flow.result.current).toEqual({ oneTap: null, oneTapError: null });
    expect(second.flow.errors).toEqual([]);
  });
});
