/** Consent requests as the IdP controller hands them to the screens (src/flows/idp/consent.ts). */
import type { IDPConsentModel } from '../../src/screens/idpTypes';
import exampleLogo from './assets/example-app-logo.svg';

/** The client's logo, served over http by the story server as the widget would load it. */
export const logoUrl = exampleLogo;

/** openid email profile: the 'Sign in to … with …' wording. */
export const standardOnly: IDPConsentModel = {
  clientName: 'Example App',
  logoUrl,
  scopes: [{ scope: 'openid' }, { scope: 'email' }, { scope: 'profile' }],
  ungrantableScopes: [],
  standardOnly: true,
};

/** Custom scopes with the access policy's descriptions, and offline access. */
export const customScopes: IDPConsentModel = {
  clientName: 'Example App',
  logoUrl,
  scopes: [
    { scope: 'openid' },
    { scope: 'email' },
    { scope: 'read:documents', description: 'Read your documents' },
    { scope: 'write:documents', description: 'Create and edit your documents' },
    { scope: 'calendar' },
    { scope: 'offline_access' },
  ],
  ungrantableScopes: [],
  standardOnly: false,
};

/** One scope the person's roles do not allow them to grant. */
export const withUngrantable: IDPConsentModel = {
  ...customScopes,
  scopes: customScopes.scopes.slice(0, 3),
  ungrantableScopes: [{ scope: 'admin:billing', description: 'Manage the billing settings of your organization' }],
};
