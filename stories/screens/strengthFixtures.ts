import type { PasswordStrengthModel } from '../../src/products/passwords/screens/PasswordStrengthDisplay';

/** Strength answers as the password flow hands them to a screen (SPEC §2 strength display). */
const none: PasswordStrengthModel = { policy: 'none', score: 0, warning: null, suggestions: [], luds: null, breached: false };

export const zxcvbn = (score: number, extra: Partial<PasswordStrengthModel> = {}): PasswordStrengthModel => ({
  ...none,
  policy: 'zxcvbn',
  score,
  ...extra,
});

export const weakZxcvbn = zxcvbn(1, {
  warning: { id: 'zxcvbn.warning.common', message: 'This is a commonly used password.' },
  suggestions: [
    { id: 'zxcvbn.suggestion.anotherWord', message: 'Add more words that are less common.' },
    { id: 'zxcvbn.suggestion.capitalization', message: 'Capitalize more than the first letter.' },
  ],
});

export const luds = (minLengthMet: boolean, complexityMet: boolean): PasswordStrengthModel => ({
  ...none,
  policy: 'luds',
  luds: { minLength: { count: 8, met: minLengthMet }, complexity: { count: 3, met: complexityMet } },
});

export const breached: PasswordStrengthModel = { ...zxcvbn(3), breached: true };
export const breachedLuds: PasswordStrengthModel = { ...luds(true, true), breached: true };
export const noPolicy = none;

/** Every strength answer above by the name a designer picks it by (a select in the Controls panel). */
export const strengthsByName = {
  none: null,
  'zxcvbn 0, heavily used': zxcvbn(0, {
    warning: { id: 'zxcvbn.warning.topTen', message: 'This is a heavily used password.' },
    suggestions: [{ id: 'zxcvbn.suggestion.useWords', message: 'Use multiple words, but avoid common phrases.' }],
  }),
  'zxcvbn 1, commonly used': weakZxcvbn,
  'zxcvbn 1, feedback this version does not know': zxcvbn(1, {
    warning: { id: 'zxcvbn.unknown', message: 'A sentence this version does not know.' },
  }),
  'zxcvbn 2, sequences': zxcvbn(2, {
    warning: { id: 'zxcvbn.warning.sequences', message: 'Common character sequences like "abc" are easy to guess.' },
    suggestions: [{ id: 'zxcvbn.suggestion.sequences', message: 'Avoid common character sequences.' }],
  }),
  'zxcvbn 3': zxcvbn(3),
  'zxcvbn 4': zxcvbn(4),
  'LUDS, nothing met': luds(false, false),
  'LUDS, length met': luds(true, false),
  'LUDS, all met': luds(true, true),
  breached,
  'breached, LUDS met': breachedLuds,
  'no policy': noPolicy,
} satisfies Record<string, PasswordStrengthModel | null>;

export type StrengthName = keyof typeof strengthsByName;
