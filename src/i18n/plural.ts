import type { MessageValues, Translate } from './translator';

/** The messages that hold a `{count}` of something, so their wording follows the number. */
export const PLURAL_IDS = ['password.luds.minLength', 'password.luds.complexity'] as const;
export type PluralId = (typeof PLURAL_IDS)[number];

/**
 * A locale's form of a counted message for one plural category (Intl.PluralRules: zero, one, two,
 * few, many, other), e.g. Arabic's 'password.luds.minLength#few'. The plain id is the 'other' form.
 */
export type PluralVariant = `${PluralId}#${Intl.LDMLPluralRule}`;

/**
 * A counted message in the form the language needs for that number: `<id>#<category>` when the
 * locale (or the host's strings) has it, else the plain id. No message compiler: one lookup.
 */
export function plural(t: Translate, id: PluralId, values: MessageValues & { count: number }): string {
  return t.lookup(`${id}#${new Intl.PluralRules(t.lang).select(values.count)}`, values) ?? t(id, values);
}
