/** Passkey challenges (single use, 5 minutes) and registrations in the database. */
import type { EmulatorContext } from '../context';

/** Long enough for a person to answer the browser prompt; the browser's own timeout is 60 s. */
export const CHALLENGE_MINUTES = 5;

export interface ChallengeRow {
  challenge: string;
  kind: 'register' | 'authenticate';
  user_id: string | null;
  rp_id: string;
  origin: string;
  user_agent: string;
  authenticator_type: string;
}

export interface RegistrationRow {
  webauthn_registration_id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  sign_count: number;
  transports: string;
  name: string;
  domain: string;
  user_agent: string;
  authenticator_type: string;
  verified: number;
}

/** Pending sign-in challenges a client may hold, and all clients together. */
export const PENDING_PER_CLIENT = 20;
export const PENDING_IN_ALL = 1000;

export function saveChallenge(ctx: EmulatorContext, row: ChallengeRow, client = ''): void {
  const nowMs = ctx.now().getTime();
  ctx.db.transaction(() => {
    ctx.db
      .prepare(`INSERT INTO webauthn_challenges (challenge, kind, user_id, rp_id, origin, user_agent, authenticator_type, expires_at, client)
                VALUES (@challenge, @kind, @user_id, @rp_id, @origin, @user_agent, @authenticator_type, @expires_at, @client)`)
      .run({ ...row, client, expires_at: nowMs + CHALLENGE_MINUTES * 60_000 });
    if (row.kind !== 'authenticate') return;
    // Anyone may start a sign-in, so what they leave behind is bounded: spent and expired ones go
    // now, and beyond the caps the oldest pending ones (this client's first).
    ctx.db.prepare("DELETE FROM webauthn_challenges WHERE kind = 'authenticate' AND (used_at IS NOT NULL OR expires_at <= ?)").run(nowMs);
    ctx.db
      .prepare(`DELETE FROM webauthn_challenges WHERE rowid IN (SELECT rowid FROM webauthn_challenges
                WHERE kind = 'authenticate' AND client = ? ORDER BY rowid DESC LIMIT -1 OFFSET ?)`)
      .run(client, PENDING_PER_CLIENT);
    ctx.db
      .prepare(`DELETE FROM webauthn_challenges WHERE rowid IN (SELECT rowid FROM webauthn_challenges
                WHERE kind = 'authenticate' ORDER BY rowid DESC LIMIT -1 OFFSET ?)`)
      .run(PENDING_IN_ALL);
  }).immediate();
}

/** Spends the challenge and returns it; null when unknown, of another kind, used or expired. */
export function consumeChallenge(ctx: EmulatorContext, challenge: string, kind: ChallengeRow['kind']): ChallengeRow | null {
  const nowMs = ctx.now().getTime();
  // One UPDATE checks and spends, so a challenge answers exactly one finish call.
  const spent = ctx.db
    .prepare('UPDATE webauthn_challenges SET used_at = ? WHERE challenge = ? AND kind = ? AND used_at IS NULL AND expires_at > ?')
    .run(nowMs, challenge, kind, nowMs);
  if (spent.changes !== 1) return null;
  return ctx.db.prepare<[string], ChallengeRow>('SELECT * FROM webauthn_challenges WHERE challenge = ?').get(challenge) ?? null;
}

export function registrationByCredential(ctx: EmulatorContext, credentialId: string): RegistrationRow | null {
  return ctx.db.prepare<[string], RegistrationRow>('SELECT * FROM webauthn_registrations WHERE credential_id = ?').get(credentialId) ?? null;
}

/** The registration if `userId` owns it; someone else's looks exactly like a missing one. */
export function ownedRegistration(ctx: EmulatorContext, id: string, userId: string): RegistrationRow | null {
  return ctx.db
    .prepare<[string, string], RegistrationRow>('SELECT * FROM webauthn_registrations WHERE webauthn_registration_id = ? AND user_id = ?')
    .get(id, userId) ?? null;
}

export function credentialIdsOf(ctx: EmulatorContext, userId: string): Array<{ id: string; transports: string[] }> {
  return ctx.db
    .prepare<[string], { credential_id: string; transports: string }>('SELECT credential_id, transports FROM webauthn_registrations WHERE user_id = ?')
    .all(userId)
    .map((r) => ({ id: r.credential_id, transports: JSON.parse(r.transports) as string[] }));
}

export function insertRegistration(ctx: EmulatorContext, row: Omit<RegistrationRow, 'webauthn_registration_id' | 'verified'>): string {
  const id = ctx.id('webauthn-registration');
  ctx.db
    .prepare(`INSERT INTO webauthn_registrations (webauthn_registration_id, user_id, credential_id, public_key, sign_count, transports,
              name, domain, user_agent, authenticator_type, verified, created_at)
              VALUES (@id, @user_id, @credential_id, @public_key, @sign_count, @transports, @name, @domain, @user_agent, @authenticator_type, 1, @created_at)`)
    .run({ ...row, id, created_at: ctx.now().getTime() });
  return id;
}

export function publicRegistration(row: RegistrationRow) {
  return {
    webauthn_registration_id: row.webauthn_registration_id,
    name: row.name,
    domain: row.domain,
    user_agent: row.user_agent,
    authenticator_type: row.authenticator_type,
    verified: row.verified === 1,
  };
}

export function renameRegistration(ctx: EmulatorContext, id: string, userId: string, name: string): void {
  ctx.db.prepare('UPDATE webauthn_registrations SET name = ? WHERE webauthn_registration_id = ? AND user_id = ?').run(name, id, userId);
}

/** Deletes the caller's own registration; false when it is someone else's or unknown. */
export function deleteRegistration(ctx: EmulatorContext, id: string, userId: string): boolean {
  return ctx.db.prepare('DELETE FROM webauthn_registrations WHERE webauthn_registration_id = ? AND user_id = ?').run(id, userId).changes === 1;
}

/** A counter that stops growing would reveal a cloned authenticator next time. */
export function saveSignCount(ctx: EmulatorContext, id: string, signCount: number): void {
  ctx.db.prepare('UPDATE webauthn_registrations SET sign_count = ? WHERE webauthn_registration_id = ?').run(signCount, id);
}
