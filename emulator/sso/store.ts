/** Enterprise sign-in's SQL: connections, the flows sent to identity providers, tokens, SAML replay. */
import type { EmulatorContext } from '../context';
import { transactional } from '../core/db';

export interface ConnectionRow {
  connection_id: string;
  organization_id: string;
  type: 'oidc' | 'saml';
  oidc_issuer: string | null;
  oidc_client_id: string | null;
  oidc_client_secret: string | null;
  saml_idp_entity_id: string | null;
  saml_idp_sso_url: string | null;
  saml_idp_certificate: string | null;
  saml_metadata_url: string | null;
  created_at: number;
}
export interface FlowRow {
  state: string;
  connection_id: string;
  saml_request_id: string | null;
  oidc_nonce: string | null;
  oidc_code_verifier: string | null;
  login_redirect_url: string;
  signup_redirect_url: string;
  code_challenge: string | null;
  expires_at: number;
}
export interface SsoTokenRow {
  user_id: string;
  organization_id: string;
  connection_type: string;
  code_challenge: string | null;
}

/** A person has 10 minutes at their identity provider; the token handed back lives 5 (as OAuth's). */
export const FLOW_MINUTES = 10;
export const TOKEN_MINUTES = 5;

export type ConnectionInput = Omit<ConnectionRow, 'connection_id' | 'organization_id' | 'created_at'>;

export function ssoStore(ctx: Pick<EmulatorContext, 'db' | 'now' | 'id' | 'hash' | 'token'>) {
  const { db } = ctx;
  const now = () => ctx.now().getTime();
  const q = {
    connection: db.prepare<[string], ConnectionRow>('SELECT * FROM sso_connections WHERE connection_id = ?'),
    byOrg: db.prepare<[string], ConnectionRow>('SELECT * FROM sso_connections WHERE organization_id = ?'),
    deleteByOrg: db.prepare('DELETE FROM sso_connections WHERE organization_id = ?'),
    insert: db.prepare(
      `INSERT INTO sso_connections (connection_id, organization_id, type, oidc_issuer, oidc_client_id, oidc_client_secret,
         saml_idp_entity_id, saml_idp_sso_url, saml_idp_certificate, saml_metadata_url, created_at)
       VALUES (@connection_id, @organization_id, @type, @oidc_issuer, @oidc_client_id, @oidc_client_secret,
         @saml_idp_entity_id, @saml_idp_sso_url, @saml_idp_certificate, @saml_metadata_url, @created_at)`),
    purgeFlows: db.prepare('DELETE FROM sso_flows WHERE expires_at <= ?'),
    insertFlow: db.prepare(
      `INSERT INTO sso_flows (state, connection_id, saml_request_id, oidc_nonce, oidc_code_verifier, login_redirect_url, signup_redirect_url, code_challenge, expires_at)
       VALUES (@state, @connection_id, @saml_request_id, @oidc_nonce, @oidc_code_verifier, @login_redirect_url, @signup_redirect_url, @code_challenge, @expires_at)`),
    flow: db.prepare<[string, number], FlowRow>('SELECT * FROM sso_flows WHERE state = ? AND expires_at > ?'),
    spendFlow: db.prepare('DELETE FROM sso_flows WHERE state = ?'),
    purgeTokens: db.prepare('DELETE FROM sso_tokens WHERE expires_at <= ?'),
    insertToken: db.prepare('INSERT INTO sso_tokens (token_hash, user_id, organization_id, connection_type, code_challenge, expires_at) VALUES (?, ?, ?, ?, ?, ?)'),
    token: db.prepare<[string, number], SsoTokenRow>('SELECT user_id, organization_id, connection_type, code_challenge FROM sso_tokens WHERE token_hash = ? AND expires_at > ?'),
    spendToken: db.prepare('DELETE FROM sso_tokens WHERE token_hash = ?'),
    purgeAssertions: db.prepare('DELETE FROM saml_assertion_ids WHERE expires_at <= ?'),
    insertAssertion: db.prepare('INSERT OR IGNORE INTO saml_assertion_ids (assertion_id, expires_at) VALUES (?, ?)'),
  };

  return {
    connection: (connectionId: string) => q.connection.get(connectionId) ?? null,
    connectionOf: (organizationId: string) => q.byOrg.get(organizationId) ?? null,
    /** One connection per organization: saving replaces the old one (its pending flows go with it). */
    saveConnection: transactional(db, (organizationId: string, input: ConnectionInput): ConnectionRow => {
      q.deleteByOrg.run(organizationId);
      const row: ConnectionRow = { ...input, connection_id: ctx.id('sso-connection'), organization_id: organizationId, created_at: now() };
      q.insert.run(row);
      return row;
    }),
    deleteConnection: (organizationId: string) => q.deleteByOrg.run(organizationId).changes > 0,
    saveFlow(flow: Omit<FlowRow, 'expires_at'>) {
      q.purgeFlows.run(now());
      q.insertFlow.run({ ...flow, expires_at: now() + FLOW_MINUTES * 60_000 });
    },
    flow: (state: string) => q.flow.get(state, now()) ?? null,
    /** Spends a flow once; false when it was already spent (a second answer to one request). */
    spendFlow: (state: string) => q.spendFlow.run(state).changes > 0,
    issueToken(userId: string, organizationId: string, type: string, codeChallenge: string | null): string {
      q.purgeTokens.run(now());
      const token = ctx.token(32);
      q.insertToken.run(ctx.hash(token), userId, organizationId, type, codeChallenge, now() + TOKEN_MINUTES * 60_000);
      return token;
    },
    tokenChallenge: (token: string) => q.token.get(ctx.hash(token), now())?.code_challenge,
    spendToken(token: string): SsoTokenRow | null {
      const row = q.token.get(ctx.hash(token), now());
      if (!row || q.spendToken.run(ctx.hash(token)).changes === 0) return null;
      return row;
    },
    /** SAML replay: true the first time an assertion id is seen, false ever after (until it expires). */
    firstUseOfAssertion(assertionId: string, expiresAtMs: number): boolean {
      q.purgeAssertions.run(now());
      return q.insertAssertion.run(assertionId, expiresAtMs).changes > 0;
    },
  };
}

export type SsoStore = ReturnType<typeof ssoStore>;
