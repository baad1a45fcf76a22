import type { PorticoConfig, Product } from '../src/flows/config';
import type { PorticoStyles } from '../tokens';
import { demoUrls } from './project';

export interface PlaygroundState {
  config: PorticoConfig;
  styles: PorticoStyles;
  theme: 'light' | 'dark';
  /** Inject the demo's test wallets (demo/testWallets.ts) into the page: `?testWallets=1`. */
  testWallets: boolean;
}

export const LOGIN_PRODUCTS: Product[] = ['emailMagicLinks', 'otp', 'passwords', 'crypto'];

export function defaultState(): PlaygroundState {
  return {
    config: {
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectURL: demoUrls.authenticate(), signupRedirectURL: demoUrls.authenticate() },
      otpOptions: { methods: ['sms', 'whatsapp', 'email'] },
      passwordOptions: { resetPasswordRedirectURL: demoUrls.reset(), loginRedirectURL: demoUrls.reset() },
    },
    styles: {},
    theme: 'light',
    testWallets: false,
  };
}

/** The playground's state lives in the URL: `?config=<JSON>&styles=<JSON>&theme=dark`, so a link reproduces it. */
export function readState(search: string): PlaygroundState {
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
  return {
    config: parse(params.get('config'), state.config),
    styles: parse(params.get('styles'), state.styles),
    theme: params.get('theme') === 'dark' ? 'dark' : 'light',
    testWallets: params.get('testWallets') === '1',
  };
}

export function writeState(state: PlaygroundState): string {
  const params = new URLSearchParams();
  params.set('config', JSON.stringify(state.config));
  if (Object.keys(state.styles).length > 0) params.set('styles', JSON.stringify(state.styles));
  if (state.theme === 'dark') params.set('theme', 'dark');
  if (state.testWallets) params.set('testWallets', '1');
  return `?${params.toString()}`;
}
