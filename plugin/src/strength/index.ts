/**
 * Server-side password strength (SPEC §3): the same policy the emulator applies and the widget
 * shows: zxcvbn-ts with the common and English dictionaries (score ≥ 3), or LUDS, or none; and a
 * password on the breached list is never valid. Answers in the protocol's strength_check shape.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

export type StrengthPolicy = 'zxcvbn' | 'luds' | 'none';

export interface PasswordPolicy {
  strengthPolicy: StrengthPolicy;
  /** LUDS: the shortest password allowed. @defaultValue 8 */
  ludsMinimumCount?: number;
  /** LUDS: how many of lower, upper, digit, symbol. @defaultValue 3 */
  ludsComplexity?: number;
}

/** zxcvbn's "safely unguessable", as in the emulator. */
const MIN_SCORE = 3;

let factory: ZxcvbnFactory | null = null;
const zxcvbn = () =>
  (factory ??= new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
  }));

export function resolvePolicy(policy: PasswordPolicy | undefined) {
  return {
    strength_policy: policy?.strengthPolicy ?? 'zxcvbn',
    luds_minimum_count: policy?.ludsMinimumCount ?? 8,
    luds_complexity: policy?.ludsComplexity ?? 3,
  } as const;
}

export function checkStrength(policy: PasswordPolicy | undefined, password: string, email: string | undefined, breached: boolean) {
  const resolved = resolvePolicy(policy);
  // Very long inputs make zxcvbn slow; what it scores is the first 256 characters.
  const result = zxcvbn().check(password.slice(0, 256), email ? [email, email.split('@')[0] ?? ''] : []);
  const has_lower_case = /\p{Ll}/u.test(password);
  const has_upper_case = /\p{Lu}/u.test(password);
  const has_digit = /\p{Nd}/u.test(password);
  const has_symbol = /[^\p{L}\p{Nd}]/u.test(password);
  const kinds = [has_lower_case, has_upper_case, has_digit, has_symbol].filter(Boolean).length;
  const luds_requirements = {
    has_lower_case,
    has_upper_case,
    has_digit,
    has_symbol,
    missing_complexity: Math.max(0, resolved.luds_complexity - kinds),
    missing_characters: Math.max(0, resolved.luds_minimum_count - [...password].length),
  };
  const policyOk =
    resolved.strength_policy === 'zxcvbn'
      ? result.score >= MIN_SCORE
      : resolved.strength_policy === 'luds'
        ? luds_requirements.missing_complexity === 0 && luds_requirements.missing_characters === 0
        : true;
  const zx = resolved.strength_policy === 'zxcvbn';
  const warning = result.feedback.warning ?? (breached ? en.translations.warnings.pwned : '');
  const suggestions = breached && result.feedback.suggestions.length === 0 ? [en.translations.suggestions.pwned] : result.feedback.suggestions;
  return {
    valid_password: !breached && password.length > 0 && policyOk,
    score: result.score,
    breached_password: breached,
    strength_policy: resolved.strength_policy,
    feedback: { warning: zx ? warning : '', suggestions: zx ? suggestions : [], luds_requirements },
  };
}
