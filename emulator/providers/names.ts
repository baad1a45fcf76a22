/**
 * The 19 social providers of SPEC §2, with the names their emulated pages show. The emulator keeps
 * its own list (it imports nothing from src/ but the client's types); a test ties it to the widget's.
 */
import type { OAuthProviderType } from '../config';

export const OAUTH_PROVIDERS = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  github: 'GitHub',
  gitlab: 'GitLab',
  facebook: 'Facebook',
  discord: 'Discord',
  salesforce: 'Salesforce',
  slack: 'Slack',
  amazon: 'Amazon',
  bitbucket: 'Bitbucket',
  linkedin: 'LinkedIn',
  coinbase: 'Coinbase',
  twitch: 'Twitch',
  twitter: 'Twitter',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  figma: 'Figma',
  yahoo: 'Yahoo',
} as const satisfies Record<OAuthProviderType, string>;

export type OAuthProvider = keyof typeof OAUTH_PROVIDERS;

export function isOAuthProvider(value: string): value is OAuthProvider {
  return Object.hasOwn(OAUTH_PROVIDERS, value);
}

/**
 * The providers whose real counterparts speak OpenID Connect: their emulated authorize flow adds
 * an id_token, a discovery document and a JWKS. The others are plain OAuth 2.0 (a userinfo call).
 */
export const OIDC_PROVIDERS: ReadonlySet<OAuthProvider> = new Set(['google', 'microsoft', 'apple', 'gitlab', 'salesforce', 'slack', 'linkedin', 'twitch', 'yahoo']);
