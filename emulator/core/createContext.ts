/** Assembles the EmulatorContext (emulator/context.ts) from the core pieces. */
import type Database from 'better-sqlite3';
import type { ProjectConfig } from '../config';
import type { EmulatorContext } from '../context';
import { createKeys } from './keys';
import { createOutbox } from './outbox';
import { makeId, randomToken, sha256 } from './random';
import { createRedirects } from './redirects';
import { createSignIn } from './signIn';
import { createSessions } from './sessions';
import { createUsers } from './users';

export interface ContextOptions {
  db: Database.Database;
  config: ProjectConfig;
  origin: string;
  /** The clock; tests pass one they can move forward. */
  now?: () => Date;
}

export async function createContext(opts: ContextOptions): Promise<EmulatorContext> {
  const { db, config, origin } = opts;
  const now = opts.now ?? (() => new Date());
  const id = (kind: string) => makeId(kind, config.public_token_type);
  const users = createUsers(db, id, now);
  const keys = await createKeys(db, origin, now);
  const base = { db, config, origin, users, keys, now, id };
  const sessions = createSessions(base);
  return {
    ...base,
    sessions: { ...sessions, signIn: createSignIn({ ...base, issue: sessions.issue }) },
    outbox: createOutbox(db, now),
    redirects: createRedirects(config, origin),
    token: (bytes = 32) => randomToken(bytes),
    hash: sha256,
  };
}
