/**
 * What a new organization's name and URL name must be, checked before any call (the server checks
 * the same: emulator/organizations/routes.ts). Answers message ids, null when the field is fine.
 */
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$/;
const MAX_NAME = 100;

export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'organizations.create.nameRequired';
  if ([...trimmed].length > MAX_NAME) return 'organizations.create.nameTooLong';
  return null;
}

/** The URL name is optional: empty is fine (the server makes one from the name). Upper case is not silently changed. */
export function slugProblem(slug: string): string | null {
  const trimmed = slug.trim();
  return !trimmed || SLUG.test(trimmed) ? null : 'organizations.create.slugInvalid';
}
