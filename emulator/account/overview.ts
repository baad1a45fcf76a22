/** What GET /v1/account answers (docs/protocol.md "Account"): the account center's one read. */
import type { AuthenticatedSession, EmulatorContext } from '../context';
import { hasPassword } from '../passwords/store';
import { hasSmsFactor } from '../secondFactor/phoneNumberStore';
import { hasVerifiedTotp } from '../secondFactor/store';
import { freshForSeconds } from './freshness';
import { emailsOf, pictureUrlOf } from './store';

export interface ConnectionRow {
  provider_type: string;
  provider_subject: string;
  created_at: number;
}

/** A connection's id is its provider and the provider's subject for the person (not a secret). */
export const connectionId = (row: Pick<ConnectionRow, 'provider_type' | 'provider_subject'>) => `${row.provider_type}:${row.provider_subject}`;

export function connectionsOf(ctx: EmulatorContext, userId: string): ConnectionRow[] {
  return ctx.db.prepare<[string], ConnectionRow>('SELECT provider_type, provider_subject, created_at FROM user_providers WHERE user_id = ? ORDER BY created_at, rowid').all(userId);
}

export const passkeyCount = (ctx: EmulatorContext, userId: string) =>
  ctx.db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM webauthn_registrations WHERE user_id = ?').get(userId)!.n;

/** An authenticator app or a text-message code: a step-up asks for it after the first proof. */
export const hasSecondFactor = (ctx: EmulatorContext, userId: string) => hasVerifiedTotp(ctx, userId) || hasSmsFactor(ctx, userId);

export function overview(ctx: EmulatorContext, auth: AuthenticatedSession) {
  const userId = auth.user.user_id;
  const [primary, ...others] = emailsOf(ctx, userId);
  const password = hasPassword(ctx, userId);
  const passkeys = passkeyCount(ctx, userId);
  return {
    user_id: userId,
    name: `${auth.user.name.first_name} ${auth.user.name.last_name}`.trim(),
    picture_url: pictureUrlOf(ctx, userId),
    email: primary?.email ?? null,
    email_verified: primary?.verified === 1,
    secondary_emails: others.map((row) => ({ email_id: row.email_id, email: row.email, verified: row.verified === 1 })),
    has_password: password,
    connections: connectionsOf(ctx, userId).map((row) => ({
      connection_id: connectionId(row),
      provider: row.provider_type,
      connected_at: new Date(row.created_at).toISOString(),
    })),
    passkeys,
    second_factor: hasSecondFactor(ctx, userId),
    fresh_for_seconds: freshForSeconds(ctx, auth.session),
    step_up_methods: [
      ...(password ? ['password'] : []),
      ...(primary?.verified === 1 ? ['email_code'] : []),
      ...(passkeys > 0 ? ['passkey'] : []),
    ],
    can: { upload_picture: true, delete_account: true, change_email: true },
  };
}
