/**
 * The calls of organizations and enterprise sign-in (docs/organizations.md, docs/protocol.md
 * "Organizations", "Enterprise sign-in"), beside the AuthClient of types.ts.
 */
import type { AuthResponse } from './types';

export interface Organization {
  organization_id: string;
  name: string;
  slug: string;
  /** People on its verified domains sign in only through its identity provider. */
  sso_required: boolean;
}

/** Where a work address signs in (SSO discovery). */
export interface SsoDiscovery {
  organization: Pick<Organization, 'organization_id' | 'name' | 'slug'>;
  connection_type: 'oidc' | 'saml';
  sso_required: boolean;
}

export interface SsoStartArgs {
  /** The work address, whose verified domain names the organization; or its id. */
  email?: string;
  organization_id?: string;
  login_redirect_url?: string;
  signup_redirect_url?: string;
}

/** An enterprise sign-in's answer: the session, in the organization it signed into. */
export type SsoAuthResponse = AuthResponse & { organization?: Organization };

export interface SsoCalls {
  /** The organization whose verified domain this address is on; fails with sso_domain_not_found. */
  discover(email: string): Promise<SsoDiscovery>;
  /** Navigates the browser to the organization's identity provider. */
  start(args: SsoStartArgs): Promise<void>;
  /** The token the identity provider's way back brought (handleAuthRedirect calls it). */
  authenticate(token: string, options: { session_duration_minutes: number }): Promise<SsoAuthResponse>;
}

export type OrganizationRole = string;
export type OrganizationPermission =
  | 'organization:update'
  | 'organization:delete'
  | 'members:invite'
  | 'members:remove'
  | 'members:update_role'
  | 'roles:manage'
  | 'sso:manage'
  | 'domains:manage';

export interface OrganizationMember {
  user_id: string;
  email: string | null;
  name: string;
  role: OrganizationRole;
}

export interface OrganizationInvitation {
  invitation_id: string;
  email: string;
  role: OrganizationRole;
  status: 'pending' | 'accepted' | 'declined' | 'revoked' | 'expired';
  expires_at: string;
}

export interface OrganizationDomain {
  domain: string;
  verified: boolean;
  /** What to publish at the domain's DNS host. */
  txt_record: { name: string; value: string };
}

export interface SsoConnection {
  connection_id: string;
  type: 'oidc' | 'saml';
  oidc?: { issuer: string; client_id: string; redirect_uri: string };
  saml?: { idp_entity_id: string; idp_sso_url: string; metadata_url: string | null; sp_entity_id: string; acs_url: string; sp_metadata_url: string };
}

export type SsoConnectionInput =
  | { type: 'oidc'; issuer: string; client_id: string; client_secret?: string }
  | { type: 'saml'; metadata_url: string }
  | { type: 'saml'; metadata_xml: string };

export interface OrganizationDetail {
  organization: Organization;
  role: OrganizationRole;
  permissions: OrganizationPermission[];
  members: OrganizationMember[];
  roles: Array<{ role: OrganizationRole; permissions: OrganizationPermission[]; built_in: boolean }>;
  /**
   * What this backend cannot do, as the permissions that would do it: the settings offer nothing
   * that needs one (docs/organizations.md "On Better Auth"). Absent: it serves them all. Said with
   * the organization, so a client whose calls download on first use carries it in that download.
   */
  unsupported?: OrganizationPermission[];
}

export interface InvitationPreview {
  invitation: OrganizationInvitation;
  organization: Pick<Organization, 'name' | 'slug'>;
  inviter: string | null;
}

/** (session) unless said otherwise. */
export interface OrganizationCalls {
  list(): Promise<{ organizations: Array<Organization & { role: OrganizationRole }>; active_organization_id: string | null }>;
  create(args: { name: string; slug?: string }): Promise<{ organization: Organization }>;
  get(organizationId: string): Promise<OrganizationDetail>;
  update(organizationId: string, changes: Partial<Pick<Organization, 'name' | 'slug' | 'sso_required'>>): Promise<{ organization: Organization }>;
  /** Makes it the session's active organization (null: none); the session's JWT carries it. */
  setActive(organizationId: string | null): Promise<AuthResponse>;
  invitations(organizationId: string): Promise<{ invitations: OrganizationInvitation[] }>;
  invite(organizationId: string, args: { email: string; role: OrganizationRole; invitation_redirect_url?: string }): Promise<{ invitation: OrganizationInvitation }>;
  revokeInvitation(organizationId: string, invitationId: string): Promise<void>;
  updateMemberRole(organizationId: string, userId: string, role: OrganizationRole): Promise<{ members: OrganizationMember[] }>;
  removeMember(organizationId: string, userId: string): Promise<{ members: OrganizationMember[] }>;
  saveRole(organizationId: string, role: OrganizationRole, permissions: OrganizationPermission[]): Promise<{ roles: OrganizationDetail['roles'] }>;
  deleteRole(organizationId: string, role: OrganizationRole): Promise<{ roles: OrganizationDetail['roles'] }>;
  domains(organizationId: string): Promise<{ domains: OrganizationDomain[] }>;
  addDomain(organizationId: string, domain: string): Promise<{ domain: OrganizationDomain }>;
  verifyDomain(organizationId: string, domain: string): Promise<{ domain: OrganizationDomain }>;
  removeDomain(organizationId: string, domain: string): Promise<void>;
  connection(organizationId: string): Promise<{ connection: SsoConnection | null }>;
  saveConnection(organizationId: string, input: SsoConnectionInput): Promise<{ connection: SsoConnection }>;
  deleteConnection(organizationId: string): Promise<void>;
  /** An invitation by its mailed token (no session needed to read, accept or decline it). */
  invitation: {
    get(token: string): Promise<InvitationPreview>;
    /** With a session, it must be the invited address's; without one, the invited address is signed in. */
    accept(token: string, options: { session_duration_minutes: number }): Promise<SsoAuthResponse>;
    decline(token: string): Promise<void>;
  };
}
