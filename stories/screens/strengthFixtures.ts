import type { PasswordStrengthModel } from '../../src/screens/PasswordStrengthDisplay';

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
