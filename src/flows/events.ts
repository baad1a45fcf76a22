/** SPEC §3 Events, the callbacks that carry them, and the logged events of SPEC §3 and §7. */
import { serverErrorOf } from '../client/developerErrors';
import type { AuthClient, AuthResponse, OTPMethod } from '../client/types';

/** The authorize request an IDP event is about. */
export interface OAuthAuthorizeEventData {
  client_id: string;
  redirect_uri: string;
  scopes: string[];
}

/** Every event `onEvent` receives, told apart by `type`. */
export type PorticoEvent =
  | { type: 'MagicLinkLoginOrCreateEvent'; data: { email: string; user_id: string; user_created: boolean } }
  | { type: 'OTPsLoginOrCreateEvent'; data: { method: OTPMethod; method_id: string; user_id: string } }
  | { type: 'PasskeyAuthenticate'; data: AuthResponse }
  | { type: 'AuthenticateFlowComplete'; data: Record<string, never> }
  | { type: 'PasskeyDone'; data: Record<string, never> }
  | { type: 'OAuthAuthorizeFlowStart'; data: OAuthAuthorizeEventData }
  | { type: 'OAuthAuthorizeFlowConsentDenied'; data: OAuthAuthorizeEventData }
  | { type: 'OAuthAuthorizeFlowComplete'; data: OAuthAuthorizeEventData }
  /** The security widget changed one of the account's second factors (authored: the spec has no such screen). */
  | { type: 'SecondFactorChange'; data: { factor: 'totp' | 'backup_codes' | 'phone_number'; change: 'added' | 'removed' | 'regenerated' } }
  // The account center (docs/account.md "Events"): authored, the spec has no account screens.
  /** The name or picture changed. */
  | { type: 'AccountProfileChange'; data: { fields: Array<'name' | 'picture'> } }
  /** A link went to a new address; the address changes when it is followed (`kind`: the primary one or another). */
  | { type: 'AccountEmailChangeRequested'; data: { kind: 'primary' | 'secondary' } }
  | { type: 'AccountEmailRemoved'; data: Record<string, never> }
  /** `set`: a first password; `changed`: with the current one; `replaced`: after a step-up, without it. */
  | { type: 'AccountPasswordChange'; data: { change: 'set' | 'changed' | 'replaced'; signedOutOthers: boolean } }
  /** One session ended, or (`others`) every session but this one. */
  | { type: 'AccountSessionsRevoked'; data: { session_id: string } | { others: true } }
  /** On the way to the provider; it comes back connected (or not) to the redirect URL. */
  | { type: 'AccountProviderLinkStart'; data: { provider: string } }
  | { type: 'AccountProviderUnlinked'; data: { provider: string } }
  /** The account is gone and this browser signed out. */
  | { type: 'AccountDeleted'; data: { user_id: string } }
  /** The session is fresh again, by this way. */
  | { type: 'AccountStepUpComplete'; data: { method: 'password' | 'email_code' | 'passkey' } }
  /** Login offered a passkey after a sign-in ("Sign in faster next time"), and what the person did. */
  | { type: 'PasskeyUpgradeOffered'; data: Record<string, never> }
  | { type: 'PasskeyUpgradeCreated'; data: { webauthn_registration_id: string } }
  | { type: 'PasskeyUpgradeDismissed'; data: Record<string, never> }
  // Organizations (docs/organizations.md "Invitations"): authored, the spec has no organizations.
  /** The settings' Domains section (docs/organizations.md "Domains and SSO connection settings"). */
  | { type: 'OrganizationDomainAdded' | 'OrganizationDomainVerified' | 'OrganizationDomainRemoved'; data: { organization_id: string; domain: string } }
  /** The settings' SSO connection section: saved (new or replaced) or removed (which turns sso_required off). */
  | { type: 'OrganizationSsoConnectionSaved'; data: { organization_id: string; connection_type: 'oidc' | 'saml' } }
  | { type: 'OrganizationSsoConnectionRemoved'; data: { organization_id: string } }

  /** The mailed invitation was accepted: the person is a member, and it is the session's active organization. */
  | { type: 'OrganizationInvitationAccepted'; data: { organization_id: string; role: string } }
  | { type: 'OrganizationInvitationDeclined'; data: Record<string, never> }
  // The organization settings (docs/organizations.md "Settings"): what an owner or admin changed.
  | { type: 'OrganizationUpdated'; data: { organization_id: string } }
  | { type: 'OrganizationMemberInvited'; data: { organization_id: string; invitation_id: string; role: string } }
  | { type: 'OrganizationInvitationRevoked'; data: { organization_id: string; invitation_id: string } }
  | { type: 'OrganizationMemberRoleChanged'; data: { organization_id: string; user_id: string; role: string } }
  | { type: 'OrganizationMemberRemoved'; data: { organization_id: string; user_id: string } }
  | { type: 'OrganizationRoleSaved'; data: { organization_id: string; role: string; permissions: string[] } }
  | { type: 'OrganizationRoleDeleted'; data: { organization_id: string; role: string } }
  // The organization switcher (docs/organizations.md "The organization switcher").
  /** The session's active organization changed (null: the personal account); its JWT now carries it. */
  | { type: 'OrganizationSwitched'; data: { organization_id: string | null } }
  /** The person created an organization (they are its owner); `OrganizationSwitched` follows when it became active. */
  | { type: 'OrganizationCreated'; data: { organization_id: string } };

export type PorticoEventType = PorticoEvent['type'];

/** What `onError` receives: developer-facing, so the server's own words, untranslated. */
export interface PorticoError {
  /** The server's error_message (or the thrown error's message). */
  message: string;
  /** The server's error_type, when the server answered. */
  errorType?: string;
  /** The thrown value itself. */
  error: unknown;
}

export interface Callbacks {
  onEvent?: (event: PorticoEvent) => void;
  /** SPEC §8: called on every server error, whatever the widget shows. */
  onError?: (error: PorticoError) => void;
}

/** Names the widget logs through `client.events.log` (SPEC §3, §7). */
export type LoggedEventName =
  | 'sdk_instance_instantiated'
  | 'render_login_screen'
  | 'render_idp_screen'
  | 'email_sent'
  | 'email_try_again_clicked'
  // SPEC §4 says the password email step "logs an event" without naming it; this is its name.
  | 'password_email_lookup';

export interface LoggedEventDetails {
  email?: string;
  type?: string;
}

/** Fire-and-forget event logging: analytics must never break or slow a sign-in. */
export type LogEvent = (name: LoggedEventName, details?: LoggedEventDetails) => void;

export function createEventLogger(client: Pick<AuthClient, 'events'>): LogEvent {
  return (name, details) => {
    try {
      void client.events.log(name, details).catch(() => undefined);
    } catch {
      // a client whose log throws synchronously is ignored the same way
    }
  };
}

/** Turns any thrown value into the `onError` payload. */
export function toPorticoError(error: unknown): PorticoError {
  const server = serverErrorOf(error) as { error_type: string; error_message?: string; message?: string } | undefined;
  if (server) {
    return { message: server.error_message ?? server.message ?? server.error_type, errorType: server.error_type, error };
  }
  if (error instanceof Error) return { message: error.message, error };
  return { message: String(error), error };
}
