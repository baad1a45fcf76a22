/**
 * One Kysely instance over SQLite (better-sqlite3, the one-file default) or PostgreSQL (`pg`
 * pool, DATABASE_URL): Better Auth and the delivery outbox share it.
 */
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { ConfigError } from '../production/config';

export interface PorticoDatabase {
  kind: 'sqlite' | 'postgres';
  db: Kysely<any>;
  /** Answers a trivial query (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function openDatabase(options: { databaseUrl: string | null; sqliteFile: string }): PorticoDatabase {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // A dropped connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
    return { kind: 'postgres', db, ping: async () => void (await sql`select 1`.execute(db)), close: () => db.destroy() };
  }
  let file: Database.Database;
  try {
    file = new Database(options.sqliteFile);
  } catch (error) {
    throw new ConfigError('PORTICO_SQLITE_FILE', `cannot open ${options.sqliteFile} (${(error as Error).message})`);
  }
  file.pragma('journal_mode = WAL');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: file }) });
  return { kind: 'sqlite', db, ping: async () => void (await sql`select 1`.execute(db)), close: () => db.destroy() };
}
