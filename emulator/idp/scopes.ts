/**
 * Which requested scopes a user may grant a client (SPEC §6). Pure: the route feeds it the
 * client's registration and the scopes the user's roles allow.
 */

/** SPEC §6: these five are always grantable; full_access only when a role allows it. */
const ALWAYS_GRANTABLE = new Set(['openid', 'profile', 'email', 'phone', 'offline_access']);

const PROFILE_TEXT = 'View your personal profile information';
const BUILTIN_DESCRIPTIONS: Record<string, string> = {
  openid: 'Verify your identity',
  profile: PROFILE_TEXT,
  email: PROFILE_TEXT,
  phone: PROFILE_TEXT,
  offline_access: "Maintain access to your data even when you're not actively using the app",
};

export interface ScopeResult {
  scope: string;
  description: string;
  is_grantable: boolean;
}

export interface ScopeInputs {
  /** The client's registered scopes; undefined means "any scope". */
  clientScopes?: string[] | undefined;
  /** Custom (and full_access) scopes the user's roles permit. */
  roleScopes: ReadonlySet<string>;
  /** Descriptions from the access policy (bootstrap rbac_policy.scopes). */
  policyScopes: ReadonlyArray<{ scope: string; description: string }>;
}

/** Splits an OAuth `scope` string (space separated) or list into unique scopes, in order. */
export function parseScopes(scopes: string | string[] | undefined, fallback: string[]): string[] {
  const list = typeof scopes === 'string' ? scopes.split(' ') : (scopes ?? []);
  const unique = [...new Set(list.map((s) => s.trim()).filter(Boolean))];
  return unique.length > 0 ? unique : fallback;
}

export function evaluateScopes(requested: string[], inputs: ScopeInputs): ScopeResult[] {
  return requested.map((scope) => {
    const clientAllows = inputs.clientScopes === undefined || inputs.clientScopes.includes(scope);
    const userMay = ALWAYS_GRANTABLE.has(scope) || inputs.roleScopes.has(scope);
    const described = inputs.policyScopes.find((p) => p.scope === scope)?.description;
    return {
      scope,
      description: BUILTIN_DESCRIPTIONS[scope] ?? described ?? `Use the ${scope} scope`,
      is_grantable: clientAllows && userMay,
    };
  });
}

/** The scopes that may actually be granted: an ungrantable scope is never granted. */
export function grantableScopes(results: ScopeResult[]): string[] {
  return results.filter((r) => r.is_grantable).map((r) => r.scope);
}
