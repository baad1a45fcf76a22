/**
 * The tables portico() adds to Better Auth's schema: the per-account lockout's counter (when the
 * lockout is on and kept in the database). A host renames the table or its fields through
 * `portico({ schema })`, merged here as Better Auth's own plugins merge theirs.
 */
import { mergeSchema } from 'better-auth/db';
import type { InferOptionSchema } from 'better-auth/types';

export const LOCKOUT_MODEL = 'porticoLockout';

export const schema = {
  [LOCKOUT_MODEL]: {
    fields: {
      key: { type: 'string', required: true, unique: true },
      failures: { type: 'number', required: true, defaultValue: 0 },
      lockedUntil: { type: 'date', required: false },
    },
  },
} as const;

export type PorticoSchema = typeof schema;

/** The schema with the host's `options.schema` (model and field names) merged in. */
export const getSchema = (overrides?: InferOptionSchema<PorticoSchema>) => mergeSchema(schema, overrides);
