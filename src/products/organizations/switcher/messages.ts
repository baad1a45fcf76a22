/**
 * The organization switcher's English (docs/organizations.md "The organization switcher"), its own
 * widget's (portico/organizations); authored, as SPEC.md has no organizations. Apart from the
 * invitation's words, with its own translations (./locales), so a Login page never downloads them.
 */
export const switcherMessages = {
  'organizations.switcher.title': 'Organizations',
  'organizations.switcher.label': 'Active organization',
  'organizations.switcher.personal': 'Personal account',
  'organizations.switcher.option': '{organization} ({role})',
  'organizations.switcher.activeText': 'You are working in {organization} as {role}.',
  'organizations.switcher.personalText': 'You are working in your personal account.',
  'organizations.switcher.none': 'You are not a member of any organization yet.',
  'organizations.switcher.switching': 'Switching…',
  'organizations.switcher.create': 'Create organization',
  'organizations.create.title': 'Create organization',
  'organizations.create.name': 'Name',
  'organizations.create.slug': 'URL name (optional)',
  'organizations.create.slugHint': 'Lower case letters, digits and hyphens. Left empty, it is made from the name.',
  'organizations.create.submit': 'Create',
  'organizations.create.nameRequired': 'Enter a name for the organization.',
  'organizations.create.nameTooLong': 'A name is at most 100 characters.',
  'organizations.create.slugInvalid': 'Use 1 to 48 lower case letters, digits and hyphens, starting and ending with a letter or digit.',
  // The server's words for its errors (docs/organizations.md).
  'error.duplicate_organization_slug': 'Another organization already uses this URL name.',
  'error.organization_not_found': 'No such organization, or you are not one of its members.',
} as const;
