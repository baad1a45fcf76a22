/**
 * SPEC §7 bootstrap: "sync cache then async". getSync() answers at once from localStorage (or
 * safe defaults) so the first render never waits; get() asks the server and refreshes the cache.
 */
import type { AuthClient, Bootstrap, StrengthPolicy } from './types';
import type { Requester } from './request';
import { readJson, writeJson, type KeyValueStorage } from './storage';

/** Until the server answers: no watermark, no domain hint, and 'live' so no developer messages leak. */
export const DEFAULT_BOOTSTRAP: Bootstrap = {
  projectId: '',
  projectName: '',
  displayWatermark: false,
  emailDomains: [],
  rbacPolicy: null,
  passwordConfig: null,
  publicTokenType: 'live',
  vertical: 'consumer',
};

export function bootstrapStorageKey(publicToken: string): string {
  return `portico:bootstrap:${publicToken}`;
}

export function createBootstrapCalls(args: {
  publicToken: string;
  storage: KeyValueStorage;
  request: Requester;
}): AuthClient['bootstrap'] {
  const key = bootstrapStorageKey(args.publicToken);
  // Several screens ask at mount; they share one request instead of racing.
  let pending: Promise<Bootstrap> | null = null;

  return {
    getSync() {
      const cached = readJson(args.storage, key);
      return typeof cached === 'object' && cached !== null ? { ...DEFAULT_BOOTSTRAP, ...(cached as Partial<Bootstrap>) } : DEFAULT_BOOTSTRAP;
    },
    get() {
      pending ??= args
        .request<Record<string, unknown>>('GET', '/v1/projects/bootstrap')
        .then((raw) => {
          const bootstrap = toBootstrap(raw);
          writeJson(args.storage, key, bootstrap);
          return bootstrap;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
  };
}

/** Maps the protocol's snake_case answer to the camelCase Bootstrap, defaulting what is missing. */
export function toBootstrap(raw: Record<string, unknown>): Bootstrap {
  const passwordConfig = asRecord(raw.password_config);
  return {
    projectId: asString(raw.project_id, DEFAULT_BOOTSTRAP.projectId),
    projectName: asString(raw.project_name, DEFAULT_BOOTSTRAP.projectName),
    displayWatermark: raw.display_watermark === true,
    emailDomains: Array.isArray(raw.email_domains) ? raw.email_domains.filter((d): d is string => typeof d === 'string') : [],
    rbacPolicy: toRbacPolicy(raw.rbac_policy),
    passwordConfig: passwordConfig
      ? {
          strengthPolicy: toStrengthPolicy(passwordConfig.strength_policy),
          ludsMinimumCount: asNumber(passwordConfig.luds_minimum_count, 0),
          ludsComplexity: asNumber(passwordConfig.luds_complexity, 0),
        }
      : null,
    publicTokenType: raw.public_token_type === 'test' ? 'test' : 'live',
    vertical: raw.vertical === 'b2b' ? 'b2b' : 'consumer',
  };
}

function toRbacPolicy(value: unknown): Bootstrap['rbacPolicy'] {
  const policy = asRecord(value);
  if (!policy || !Array.isArray(policy.scopes)) return null;
  const scopes = policy.scopes.flatMap((entry: unknown) => {
    const scope = asRecord(entry);
    return scope && typeof scope.scope === 'string'
      ? [{ scope: scope.scope, description: asString(scope.description, '') }]
      : [];
  });
  return { scopes };
}

function toStrengthPolicy(value: unknown): StrengthPolicy {
  return value === 'luds' || value === 'none' ? value : 'zxcvbn';
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function asString(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

function asNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
