/**
 * The view models of the identity-provider screens (SPEC §2 IDPConsent). The screens own them; the
 * IdP flow imports them as types. Every string here is shown as text, never as HTML.
 */

/** A requested scope as the consent screen words it (SPEC §6). */
export interface ConsentScope {
  scope: string;
  /** The access policy's (or the server's) description; without one the screen says 'Use the {scope} scope'. */
  description?: string;
}

/** One permission: a line, with optional details revealed on demand. */
export interface ConsentItem {
  text: string;
  /** @defaultValue none */
  details?: string[];
}

/** A group of permissions under a header ('{clientName} is requesting to:'). */
export interface ConsentSection {
  header: string;
  items: Array<string | ConsentItem>;
}

/** The permissions the consent screen lists, as a host's consent-manifest generator words them. */
export type ConsentManifest = ConsentSection[];

/** What a consent-manifest generator is told: the scopes the person can grant, and who asks. */
export interface ConsentManifestInput {
  scopes: string[];
  clientName: string;
}

/** SPEC §1, §6: replaces the default wording of the permissions; if it throws, the default is used. */
export type ConsentManifestGenerator = (input: ConsentManifestInput) => ConsentManifest;

/** The consent screen's data (SPEC §2 IDPConsent): who asks, and what for. */
export interface IDPConsentModel {
  /** The client's name; 'The App' when it has none and its redirect host cannot be parsed (SPEC §6). */
  clientName: string;
  /** The client's logo (http(s) only), drawn within 50 × 100 px. @defaultValue none */
  logoUrl?: string;
  /** The requested scopes the person can grant: the only ones Allow grants. */
  scopes: ConsentScope[];
  /** SPEC §6: listed apart, in a collapsible notice, and never granted. */
  ungrantableScopes: ConsentScope[];
  /** Only standard scopes were asked for: the 'Sign in to {clientName} with {projectName}' wording. */
  standardOnly: boolean;
  /** A host's wording of the permissions; null for the default (SPEC §6). @defaultValue null */
  manifest?: ConsentManifest | null;
}
