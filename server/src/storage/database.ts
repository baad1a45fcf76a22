/**
 * One Kysely instance over SQLite (better-sqlite3, the one-file default) or PostgreSQL (`pg`
 * pool, DATABASE_URL): Better Auth and the delivery outbox share it. On PostgreSQL every call goes
 * through a watched pool: a lost server is recorded as an outage (production/outage.ts) and never
 * crashes the process; the pool reconnects by itself when the server is back.
 */
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { ConfigError } from '../production/config';
import { isDatabaseOutage, recordHealthy, recordOutage } from '../production/outage';

export interface PorticoDatabase {
  kind: 'sqlite' | 'postgres';
  db: Kysely<any>;
  /** Answers a trivial query (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

function watch<T>(promise: Promise<T>): Promise<T> {
  return promise.then(
    (value) => value,
    (error: unknown) => {
      if (isDatabaseOutage(error)) recordOutage('database');
      throw error;
    },
  );
}

/** Kysely's pool interface over pg's, recording outages on the way. */
function watchedPool(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await watch(pool.connect());
      const watched: PostgresPoolClient = {
        query: ((...args: unknown[]) => {
          const result = (client.query as (...a: unknown[]) => unknown)(...args);
          return result instanceof Promise ? watch(result) : result; // a Cursor (streaming) is returned as is
        }) as PostgresPoolClient['query'],
        release: () => client.release(),
      };
      return watched;
    },
    end: () => pool.end(),
  };
}

export function openDatabase(options: { databaseUrl: string | null; sqliteFile: string }): PorticoDatabase {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000, keepAlive: true });
    // An idle pooled connection the server closes (a restart): the pool drops it; the next query reconnects.
    pool.on('error', () => recordOutage('database'));
    // A connection checked out when the server goes away ("terminating connection due to
    // administrator command" between two queries) emits on the client itself: without a listener
    // that is an uncaught exception, which once stopped every instance on a PostgreSQL restart.
    pool.on('connect', (client) => client.on('error', () => recordOutage('database')));
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: watchedPool(pool) }) });
    return {
      kind: 'postgres',
      db,
      ping: async () => {
        await sql`select 1`.execute(db);
        recordHealthy('database');
      },
      close: () => db.destroy(),
    };
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
