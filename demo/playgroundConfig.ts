import type { OAuthProviderEntry } from '../src/flows/config';
import type { PorticoConfig, Product } from '../src/products/registry';
import { LOCALES } from '../src/i18n/loadLocale';
import type { PorticoStyles, ThemeMode } from '../tokens';
import { demoUrls } from './project';

export interface PlaygroundState {
  config: PorticoConfig;
  styles: PorticoStyles;
  theme: ThemeMode;
  /** The brand in both modes at once: a light and a dark widget side by side (`&sideBySide=1`). */
  sideBySide: boolean;
  /** The widget's `lang`: a locale's tag, or 'auto' for the browser's languages (`&lang=ar`). */
  lang: string;
  /** Inject the demo's test wallets (demo/testWallets.ts) into the page: `?testWallets=1`. */
  testWallets: boolean;
}

export const LOGIN_PRODUCTS: Product[] = ['emailMagicLinks', 'otp', 'passwords', 'passkeys', 'oauth', 'crypto'];

/** Google One Tap as the playground offers it: off, or on at one of the positions of SPEC §3. */
export type OneTapChoice = 'off' | 'embedded' | 'floating';

/**
 * Social sign-in comes back to the playground itself: a cancelled provider page then shows on the
 * widget's Main, and a token is authenticated by handleAuthRedirect (playground.tsx).
 */
export const playgroundUrl = () => `${location.origin}/demo/index.html`;

export function defaultState(): PlaygroundState {
  return {
    config: {
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectURL: demoUrls.authenticate(), signupRedirectURL: demoUrls.authenticate() },
      // Not email: with magic links ticked (the default) it would be 'Cannot use both EML and Email OTP'.
      otpOptions: { methods: ['sms', 'whatsapp'] },
      passwordOptions: { resetPasswordRedirectURL: demoUrls.reset(), loginRedirectURL: demoUrls.reset() },
      oauthOptions: {
        providers: [{ type: 'google' }, { type: 'github' }, { type: 'apple' }],
        loginRedirectURL: playgroundUrl(),
        signupRedirectURL: playgroundUrl(),
      },
    },
    styles: {},
    theme: 'light',
    sideBySide: false,
    lang: 'en',
    testWallets: false,
  };
}

/** The languages the picker offers: the browser's, then every locale (en-XA, the pseudo-locale, last). */
export const PLAYGROUND_LANGS = ['auto', ...LOCALES];
const themeOf = (value: string | null): ThemeMode => (value === 'dark' || value === 'system' ? value : 'light');
const langOf = (value: string | null | undefined) => (value && PLAYGROUND_LANGS.includes(value) ? value : 'en');

/** The providers with `type` switched on or off (One Tap's Google entry keeps its settings). */
export function toggleProvider(providers: OAuthProviderEntry[], type: string, on: boolean): OAuthProviderEntry[] {
  const rest = providers.filter((entry) => entry.type !== type);
  return on ? [...rest, providers.find((entry) => entry.type === type) ?? { type }] : rest;
}

export function oneTapChoice(providers: readonly OAuthProviderEntry[]): OneTapChoice {
  const google = providers.find((entry) => entry.type === 'google');
  if (!google?.one_tap) return 'off';
  return google.position === 'floating' ? 'floating' : 'embedded';
}

/** Google's entry with One Tap off, or on at a position (turning it on adds Google). */
export function setOneTap(providers: OAuthProviderEntry[], choice: OneTapChoice): OAuthProviderEntry[] {
  const google = providers.find((entry) => entry.type === 'google') ?? { type: 'google' };
  const { one_tap: _oneTap, position: _position, ...plain } = google;
  const next = choice === 'off' ? plain : { ...plain, one_tap: true, position: choice };
  return providers.some((entry) => entry.type === 'google')
    ? providers.map((entry) => (entry.type === 'google' ? next : entry))
    : [next, ...providers];
}

const STORAGE_KEY = 'portico-playground';

/**
 * The playground's state lives in the URL (`?config=<JSON>&styles=<JSON>&theme=dark&lang=ar`, so a link
 * reproduces it) and in this tab's sessionStorage, so a return from a provider page, which comes
 * back to the bare playground URL, finds the same config.
 */
export function readState(search: string, stored: string | null = sessionStorage.getItem(STORAGE_KEY)): PlaygroundState {
  const params = new URLSearchParams(search);
  const state = defaultState();
  const parse = <T,>(raw: string | null, fallback: T): T => {
    if (!raw) return fallback;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return fallback;
    }
  };
  if (!params.has('config') && stored) {
    const kept = parse(stored, state);
    return { ...kept, lang: langOf(params.get('lang') ?? kept.lang) };
  }
  return {
    config: parse(params.get('config'), state.config),
    styles: parse(params.get('styles'), state.styles),
    theme: themeOf(params.get('theme')),
    sideBySide: params.get('sideBySide') === '1',
    lang: langOf(params.get('lang')),
    testWallets: params.get('testWallets') === '1',
  };
}

export function storeState(state: PlaygroundState): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
}

export function writeState(state: PlaygroundState): string {
  const params = new URLSearchParams();
  params.set('config', JSON.stringify(state.config));
  if (Object.keys(state.styles).length > 0) params.set('styles', JSON.stringify(state.styles));
  if (state.theme !== 'light') params.set('theme', state.theme);
  if (state.sideBySide) params.set('sideBySide', '1');
  if (state.lang !== 'en') params.set('lang', state.lang);
  if (state.testWallets) params.set('testWallets', '1');
  return `?${params.toString()}`;
}
