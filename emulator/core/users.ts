/** Users and their identifiers. Every find-or-create is one IMMEDIATE transaction, so it is atomic. */
import type Database from 'better-sqlite3';
import type { EmulatorContext, UserRecord } from '../context';
import { forgetUnprovenSetup } from './access';
import { normalizeEmail } from './schemas';

interface UserRow {
  user_id: string;
  status: 'active' | 'pending';
  first_name: string;
  last_name: string;
  created_at: number;
}

type Users = EmulatorContext['users'];

export function createUsers(db: Database.Database, id: (kind: string) => string, now: () => Date): Users {
  const q = {
    user: db.prepare<[string], UserRow>('SELECT * FROM users WHERE user_id = ?'),
    firstEmail: db.prepare<[string], { email: string; verified: number }>('SELECT email, verified FROM emails WHERE user_id = ? ORDER BY rowid LIMIT 1'),
    firstPhone: db.prepare<[string], { phone_number: string; verified: number }>(
      'SELECT phone_number, verified FROM phones WHERE user_id = ? ORDER BY rowid LIMIT 1'),
    byEmail: db.prepare<[string], { user_id: string }>('SELECT user_id FROM emails WHERE email = ?'),
    byPhone: db.prepare<[string], { user_id: string }>('SELECT user_id FROM phones WHERE phone_number = ?'),
    insertUser: db.prepare('INSERT INTO users (user_id, status, first_name, last_name, created_at) VALUES (?, ?, ?, ?, ?)'),
    insertEmail: db.prepare('INSERT INTO emails (email_id, user_id, email, verified) VALUES (?, ?, ?, 0)'),
    insertPhone: db.prepare('INSERT INTO phones (phone_id, user_id, phone_number, verified) VALUES (?, ?, ?, 0)'),
    activate: db.prepare("UPDATE users SET status = 'active' WHERE user_id = ?"),
    // Only the first proof changes a row: that is when setup made without it ends (core/access.ts).
    verifyEmail: db.prepare('UPDATE emails SET verified = 1 WHERE user_id = ? AND email = ? AND verified = 0'),
    verifyPhone: db.prepare('UPDATE phones SET verified = 1 WHERE user_id = ? AND phone_number = ?'),
  };

  function get(userId: string): UserRecord | null {
    const row = q.user.get(userId);
    if (!row) return null;
    const email = q.firstEmail.get(userId);
    const phone = q.firstPhone.get(userId);
    return {
      user_id: row.user_id,
      email: email?.email ?? null,
      email_verified: email?.verified === 1,
      phone_number: phone?.phone_number ?? null,
      phone_number_verified: phone?.verified === 1,
      status: row.status,
      name: { first_name: row.first_name, last_name: row.last_name },
      created_at: new Date(row.created_at).toISOString(),
    };
  }

  function insertUser(pending: boolean, name = { first_name: '', last_name: '' }): string {
    const userId = id('user');
    q.insertUser.run(userId, pending ? 'pending' : 'active', name.first_name, name.last_name, now().getTime());
    return userId;
  }

  const findOrCreateEmail = db.transaction((email: string, pending: boolean) => {
    const found = q.byEmail.get(email);
    if (found) return { userId: found.user_id, created: false };
    const userId = insertUser(pending);
    q.insertEmail.run(id('email'), userId, email);
    return { userId, created: true };
  });

  const findOrCreatePhone = db.transaction((phone: string) => {
    const found = q.byPhone.get(phone);
    if (found) return { userId: found.user_id, created: false };
    const userId = insertUser(false);
    q.insertPhone.run(id('phone-number'), userId, phone);
    return { userId, created: true };
  });

  const verifyEmail = db.transaction((userId: string, email: string) => {
    if (q.verifyEmail.run(userId, email).changes === 1) forgetUnprovenSetup(db, userId, now().getTime());
  });

  return {
    get,
    byEmail: (email) => {
      const row = q.byEmail.get(normalizeEmail(email));
      return row ? get(row.user_id) : null;
    },
    byPhone: (phone) => {
      const row = q.byPhone.get(phone);
      return row ? get(row.user_id) : null;
    },
    findOrCreateByEmail: (email, opts) => {
      // IMMEDIATE takes the write lock first, so a second process cannot insert the same email in between.
      const { userId, created } = findOrCreateEmail.immediate(normalizeEmail(email), opts?.pending ?? false);
      return { user: get(userId)!, created };
    },
    findOrCreateByPhone: (phone) => {
      const { userId, created } = findOrCreatePhone.immediate(phone);
      return { user: get(userId)!, created };
    },
    create: (opts) => get(insertUser(opts?.pending ?? false, opts?.name))!,
    activate: (userId) => void q.activate.run(userId),
    verifyEmail: (userId, email) => verifyEmail.immediate(userId, normalizeEmail(email)),
    verifyPhone: (userId, phone) => void q.verifyPhone.run(userId, phone),
    toJSON: (userId) => userJSON(db, get(userId)),
  };
}

/** The User object of docs/protocol.md. */
function userJSON(db: Database.Database, user: UserRecord | null): Record<string, unknown> {
  if (!user) return {};
  const id = user.user_id;
  const bool = (v: number) => v === 1;
  const emails = db.prepare<[string], { email_id: string; email: string; verified: number }>(
    'SELECT email_id, email, verified FROM emails WHERE user_id = ? ORDER BY rowid').all(id);
  const phones = db.prepare<[string], { phone_id: string; phone_number: string; verified: number }>(
    'SELECT phone_id, phone_number, verified FROM phones WHERE user_id = ? ORDER BY rowid').all(id);
  const passkeys = db.prepare<[string], Record<string, string | number>>(
    `SELECT webauthn_registration_id, name, domain, user_agent, verified, authenticator_type
     FROM webauthn_registrations WHERE user_id = ? ORDER BY created_at, rowid`).all(id);
  const wallets = db.prepare<[string], Record<string, string | number>>(
    `SELECT crypto_wallet_id, crypto_wallet_address, crypto_wallet_type, verified
     FROM crypto_wallets WHERE user_id = ? ORDER BY created_at, rowid`).all(id);
  const providers = db.prepare<[string], { provider_type: string; provider_subject: string }>(
    'SELECT provider_type, provider_subject FROM user_providers WHERE user_id = ? ORDER BY created_at, rowid').all(id);
  const password = db.prepare<[string], { password_id: string }>('SELECT password_id FROM passwords WHERE user_id = ?').get(id);
  return {
    user_id: id,
    status: user.status,
    name: user.name,
    emails: emails.map((e) => ({ ...e, verified: bool(e.verified) })),
    phone_numbers: phones.map((p) => ({ ...p, verified: bool(p.verified) })),
    webauthn_registrations: passkeys.map((w) => ({ ...w, verified: w.verified === 1 })),
    crypto_wallets: wallets.map((w) => ({ ...w, verified: w.verified === 1 })),
    providers,
    password: password ? { password_id: password.password_id } : null,
    created_at: user.created_at,
  };
}
