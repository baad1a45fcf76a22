/**
 * SPEC §2: the social providers with a 'Continue with {provider}' label. Brand names are not
 * translated; an unknown provider type has no entry and its button has no label.
 */
export const OAUTH_PROVIDER_NAMES = {
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
} as const;

export type OAuthProviderName = keyof typeof OAUTH_PROVIDER_NAMES;
