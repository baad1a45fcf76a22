/**
 * SPEC §2, §4, §5, §8, §9 Google One Tap: the client check (SPEC §7), Google's library from the
 * script_url it answers, the prompt embedded in Main or floating, and the credential traded for
 * the redirect that signs the person in. When One Tap stops, Google's ordinary button takes its place.
 */
import { useEffect, useMemo, useState } from 'react';
import { englishText } from '../../../i18n/english';
import type { OneTapModel } from '../screens/OneTap';
import type { ScreenError } from '../../../screens/types';
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import { oneTapPlan } from './oneTapPlan';

/** SPEC §9. */
export const ONE_TAP_HEIGHT = 47;
export const ONE_TAP_RESIZE_DEBOUNCE_MS = 100;

/** The parts of Google's library (google.accounts.id) One Tap uses. */
export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback(response: { credential: string }): void;
    cancel_on_tap_outside?: boolean;
    prompt_parent_id?: string;
    nonce?: string;
  }): void;
  prompt(listener: (moment: PromptMoment) => void): void;
  cancel(): void;
}

/** Google's PromptMomentNotification, as far as One Tap reads it. */
export interface PromptMoment {
  isDisplayMoment(): boolean;
  isDisplayed(): boolean;
  getNotDisplayedReason(): string | undefined;
  getDismissedReason(): string | undefined;
}

export interface OneTapOptions {
  /** The widget's loading flag (SPEC §1: the floating loader instead of the card); a stable function. */
  setLoading(loading: boolean): void;
  /** The id of the element an embedded prompt renders into. */
  parentId: string;
  /** Full-page navigation to the sign-in redirect. @defaultValue location.assign */
  navigate?: (url: string) => void;
}

export interface OneTapViewModel {
  /** One Tap in Google's place, or null: not configured, or stopped (Google's button shows). */
  oneTap: OneTapModel | null;
  /** Why it stopped, for a test public token's developer (SPEC §8). */
  oneTapError: ScreenError | null;
}

const googleId = () => (globalThis as { google?: { accounts?: { id?: GoogleAccountsId } } }).google?.accounts?.id;

/** Google's library (or the emulator's stand-in), added to the page once. */
function loadGoogle(src: string): Promise<GoogleAccountsId> {
  return new Promise((resolve, reject) => {
    if (googleId()) return resolve(googleId()!);
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve(googleId()!);
    script.onerror = reject;
    document.head.append(script);
  });
}

export function useOneTap(args: FlowArgs, options: OneTapOptions): OneTapViewModel {
  const runtime = useFlowRuntime(args);
  const { setLoading, parentId, navigate = (url: string) => location.assign(url) } = options;
  const plan = useMemo(() => oneTapPlan(args.config), [args.config]);
  const [status, setStatus] = useState<OneTapModel['status'] | 'stopped'>('loading');
  const [height, setHeight] = useState(ONE_TAP_HEIGHT);
  const [error, setError] = useState<ScreenError | null>(null);

  useEffect(() => {
    if (!plan) return;
    let live = true;
    let google: GoogleAccountsId | undefined;
    const { client, config, dispatch } = runtime.args;
    // SPEC §8: the explanation is for a test public token. The server's bootstrap may not be in yet
    // when a fast first page load stops (the cache says 'live' until it is): then its answer decides.
    const explainIfTest = (id: string) => {
      const known = runtime.args.bootstrap ?? client.bootstrap.getSync();
      if (known.publicTokenType === 'test') return setError({ id });
      void client.bootstrap.get().then(
        (answer) => void (live && answer.publicTokenType === 'test' && setError({ id })),
        () => undefined,
      );
    };
    // SPEC §4: a cancelled (or never shown) prompt clears the loading flag and resets the height.
    const stop = (reason?: string) => {
      if (!live) return;
      setStatus('stopped');
      setLoading(false);
      setHeight(ONE_TAP_HEIGHT);
      // SPEC §8: the six developer errors are the reasons with a message; onError hears each.
      const id = `error.onetap_${reason}`;
      const message = englishText(id);
      if (!message) return;
      runtime.fail({ error_type: `onetap_${reason}`, error_message: message });
      explainIfTest(id);
    };
    const signIn = async ({ credential }: { credential: string }) => {
      setLoading(true);
      try {
        const { redirect_url } = await client.oauth.googleOneTap.authenticate({
          id_token: credential,
          login_redirect_url: config.oauthOptions.loginRedirectURL,
          signup_redirect_url: config.oauthOptions.signupRedirectURL,
        });
        // The browser goes only to an http(s) URL.
        if (!/^https?:\/\//i.test(redirect_url)) throw { error_type: 'oauth_url_refused', error_message: redirect_url };
        navigate(redirect_url);
      } catch (thrown) {
        dispatch({ type: 'set_error_descriptor', errorDescriptor: runtime.fail(thrown) });
        stop();
      }
    };

    // SPEC §2: in the One Tap-only layout the card has nothing to show while the prompt floats.
    if (plan.only) setLoading(true);
    (async () => {
      const created = await client.oauth.googleOneTap.createClient();
      if (!created.ok) return stop(created.failReason ?? created.renderReason);
      google = await loadGoogle(created.scriptUrl);
      if (!live) return;
      google.initialize({
        client_id: created.clientId,
        callback: (response) => void signIn(response),
        cancel_on_tap_outside: plan.entry.cancel_on_tap_outside,
        ...(plan.floating ? {} : { prompt_parent_id: parentId }),
        // The server's nonce goes into the credential, which the server then checks.
        ...(created.nonce ? { nonce: created.nonce } : {}),
      });
      google.prompt((moment) => {
        if (!moment.isDisplayMoment()) {
          // Skipped (closed, tapped outside) or dismissed for any reason but a credential: cancelled.
          if (moment.getDismissedReason() !== 'credential_returned') stop();
        } else if (!moment.isDisplayed()) stop(moment.getNotDisplayedReason());
        else if (live) setStatus('shown');
      });
    })().catch((thrown: unknown) => {
      runtime.fail(thrown);
      stop();
    });
    return () => {
      live = false;
      google?.cancel();
      setLoading(false);
    };
    // `navigate` is left out: a default made on each render must not restart One Tap.
  }, [plan, parentId, runtime, setLoading]);

  // SPEC §9: the embedded box follows the prompt's height, 100 ms after it last changed.
  const embedded = !!plan && !plan.floating && status !== 'stopped';
  useEffect(() => {
    const prompt = embedded ? document.getElementById(parentId) : null;
    if (!prompt) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setHeight(prompt.offsetHeight || ONE_TAP_HEIGHT), ONE_TAP_RESIZE_DEBOUNCE_MS);
    });
    observer.observe(prompt);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [embedded, parentId]);

  return {
    oneTap: plan && status !== 'stopped' ? { status, height: plan.floating ? null : height, parentId } : null,
    oneTapError: error,
  };
}
