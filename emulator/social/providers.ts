/** The 19 social providers of SPEC §2, with the labels their buttons and emulated pages show. */
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

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
