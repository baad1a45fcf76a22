/** Consent requests as the IdP controller hands them to the screens (src/flows/idp/consent.ts). */
import type { ConsentManifest, ConsentScope } from '../../src/screens/idpTypes';
import exampleLogo from './assets/example-app-logo.svg';

/** The client's logo, served over http by the story server as the widget would load it. */
export const logoUrl = exampleLogo;

const customScopes: ConsentScope[] = [
  { scope: 'openid' },
  { scope: 'email' },
  { scope: 'read:documents', description: 'Read your documents' },
  { scope: 'write:documents', description: 'Create and edit your documents' },
  { scope: 'calendar' },
  { scope: 'offline_access' },
];

/** Requested scopes by the name a designer picks them by (a select in the Controls panel). */
export const scopeLists = {
  // openid email profile: the 'Sign in to … with …' wording.
  'openid email profile': [{ scope: 'openid' }, { scope: 'email' }, { scope: 'profile' }],
  // With the access policy's descriptions, and offline access.
  'Custom, with descriptions': customScopes,
  'First three custom': customScopes.slice(0, 3),
  None: [],
  'Markup in a description': [{ scope: 'evil', description: '<script>alert(1)</script>' }],
} satisfies Record<string, ConsentScope[]>;

/** Scopes the person's roles do not allow them to grant. */
export const ungrantableLists = {
  None: [],
  'admin:billing': [{ scope: 'admin:billing', description: 'Manage the billing settings of your organization' }],
} satisfies Record<string, ConsentScope[]>;

/** A host's wording of the permissions (SPEC §6), or the default. */
export const manifests = {
  none: null,
  "The host's own wording": [
    { header: 'Example App wants to view your profile', items: [{ text: 'Your account details', details: ['Your account ID', 'Your email address'] }] },
    { header: 'Example App wants to access your data', items: ['Read access to your documents', 'Write access to your documents'] },
  ],
} satisfies Record<string, ConsentManifest | null>;
