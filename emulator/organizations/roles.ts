/**
 * Roles and what they may do (docs/organizations.md "Roles"): owner, admin and member are built in;
 * an organization adds its own roles, each a named set of these permissions.
 */
export const PERMISSIONS = [
  'organization:update',
  'organization:delete',
  'members:invite',
  'members:remove',
  'members:update_role',
  'roles:manage',
  'sso:manage',
  'domains:manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const BUILT_IN_ROLES: Readonly<Record<string, readonly Permission[]>> = {
  owner: PERMISSIONS,
  admin: PERMISSIONS.filter((p) => p !== 'organization:delete'),
  member: [],
};

export const isBuiltInRole = (role: string): boolean => Object.hasOwn(BUILT_IN_ROLES, role);

/** A role's name: lower case letters, digits, '-' and '_' (it appears in URLs and JWT-free lists). */
export const ROLE_PATTERN = /^[a-z][a-z0-9_-]{0,39}$/;
