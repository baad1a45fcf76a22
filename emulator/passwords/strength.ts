/**
 * Password strength (SPEC §3 strength fields): zxcvbn with the common + English dictionaries, or
 * LUDS (lower, upper, digit, symbol + length), plus the breached-password list for every policy.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import type { ProjectConfig } from '../config';

export interface StrengthResult {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  strength_policy: ProjectConfig['password_config']['strength_policy'];
  breach_detection_on_create: boolean;
  feedback: {
    warning: string;
    suggestions: string[];
    luds_requirements: {
      has_lower_case: boolean;
      has_upper_case: boolean;
      has_digit: boolean;
      has_symbol: boolean;
      missing_complexity: number;
      missing_characters: number;
    };
  };
}

/** zxcvbn score needed under the zxcvbn policy (3 = "safely unguessable"). */
const MIN_SCORE = 3;

// Built on first use: loading the dictionaries takes ~100 ms, and the factory holds no per-request state.
let factory: ZxcvbnFactory | null = null;
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
  });
  return factory;
}

function luds(password: string, config: ProjectConfig['password_config']) {
  const has_lower_case = /\p{Ll}/u.test(password);
  const has_upper_case = /\p{Lu}/u.test(password);
  const has_digit = /\p{Nd}/u.test(password);
  const has_symbol = /[^\p{L}\p{Nd}]/u.test(password);
  const kinds = [has_lower_case, has_upper_case, has_digit, has_symbol].filter(Boolean).length;
  return {
    has_lower_case,
    has_upper_case,
    has_digit,
    has_symbol,
    missing_complexity: Math.max(0, config.luds_complexity - kinds),
    missing_characters: Math.max(0, config.luds_minimum_count - [...password].length),
  };
}

/** `breached`: on the config's list or reported since (passwords/store.ts isBreached). */
export function checkStrength(config: ProjectConfig, password: string, email: string | undefined, breached: boolean): StrengthResult {
  const policy = config.password_config.strength_policy;
  // The person's own email (and its local part) makes a password guessable.
  const userInputs = email ? [email, email.split('@')[0] ?? ''] : [];
  const result = zxcvbn().check(password, userInputs);
  const requirements = luds(password, config.password_config);
  const lengthOk = password.length > 0;
  const valid =
    !breached &&
    lengthOk &&
    (policy === 'zxcvbn'
      ? result.score >= MIN_SCORE
      : policy === 'luds'
        ? requirements.missing_complexity === 0 && requirements.missing_characters === 0
        : true);
  const warning = result.feedback.warning ?? (breached ? en.translations.warnings.pwned : '');
  const suggestions = breached && result.feedback.suggestions.length === 0 ? [en.translations.suggestions.pwned] : result.feedback.suggestions;
  return {
    valid_password: valid,
    score: result.score,
    breached_password: breached,
    strength_policy: policy,
    breach_detection_on_create: true,
    feedback: { warning: policy === 'zxcvbn' ? warning : '', suggestions: policy === 'zxcvbn' ? suggestions : [], luds_requirements: requirements },
  };
}
