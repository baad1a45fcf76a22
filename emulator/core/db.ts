/**
 * The emulator's database: better-sqlite3, a file in the user's data folder by default (so users
 * and sessions survive restarts) or ':memory:' for tests. Its tables come from core/migrations.ts.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrations, type Migration } from './migrations';

/** The operating system's folder for an application's data (never the project, which the demo serves). */
function dataHome(): string {
  if (process.env.XDG_DATA_HOME) return process.env.XDG_DATA_HOME;
  if (process.platform === 'win32') return process.env.LOCALAPPDATA ?? path.join(homedir(), 'AppData', 'Local');
  if (process.platform === 'darwin') return path.join(homedir(), 'Library', 'Application Support');
  return path.join(homedir(), '.local', 'share');
}

const above = fileURLToPath(new URL('../..', import.meta.url));
/** A clone of this repository, or the app whose node_modules holds the portico-emulator package. */
const projectRoot = path.basename(above) === 'node_modules' ? path.dirname(above) : above;

/**
 * Outside every folder a dev server serves (the project is the demo's Vite root), one
 * per clone: `<data home>/portico/<folder name>-<hash of its path>/emulator.db`.
 */
export const DEFAULT_DB_PATH = path.join(
  dataHome(),
  'portico',
  `${path.basename(projectRoot)}-${createHash('sha256').update(projectRoot).digest('hex').slice(0, 8)}`,
  'emulator.db',
);

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
 * The file holds the private signing key and attest secrets, so only its owner may
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

/**
 * `db.transaction(fn)` as a plain function of fn's type: a store's exported type names no
 * better-sqlite3 type, which the package's declarations could not reference.
 */
export function transactional<A extends unknown[], R>(db: Database.Database, fn: (...args: A) => R): (...args: A) => R {
  const run = db.transaction(fn);
  return (...args) => run(...args);
}
