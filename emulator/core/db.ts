/**
 * The emulator's database: better-sqlite3, a file at .portico/emulator.db by default (so users
 * and sessions survive restarts) or ':memory:' for tests. Its tables come from core/migrations.ts.
 */
import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrations, type Migration } from './migrations';

export const DEFAULT_DB_PATH = fileURLToPath(new URL('../../.portico/emulator.db', import.meta.url));

export function migrate(db: Database.Database, list: Migration[] = migrations): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  const sorted = [...list].sort((a, b) => a.version - b.version);
  sorted.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`Migration versions must be 1..n without gaps (found ${m.version} at ${i + 1})`);
  });
  for (const m of sorted) {
    if (m.version <= current) continue;
    db.transaction(() => {
      if (typeof m.up === 'string') db.exec(m.up);
      else m.up(db);
      // PRAGMA takes no bound parameters; the version is an integer we control.
      db.pragma(`user_version = ${m.version}`);
    })();
  }
}

/**
 * Issue 12, L7: the file holds the private signing key and attest secrets, so only its owner may
 * read it. SQLite gives its -wal and -shm files the database file's mode.
 */
function keepPrivate(file: string): void {
  // Only folders made here get 0700; an existing one (e.g. /tmp) is not ours to change.
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) if (existsSync(f)) chmodSync(f, 0o600);
}

export function openDatabase(opts: { path?: string; inMemory?: boolean } = {}): Database.Database {
  const file = opts.inMemory ? ':memory:' : path.resolve(opts.path ?? DEFAULT_DB_PATH);
  if (file !== ':memory:') keepPrivate(file);
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // Another process (a test, a second emulator) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
