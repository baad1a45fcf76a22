import { describe, expect, it } from 'vitest';
import type { StrengthCheckResponse } from '../../../src/client/types';
import { strengthBar, toStrengthView } from '../../../src/products/passwords/flows';

const answer = (overrides: Partial<StrengthCheckResponse>): StrengthCheckResponse => ({
  valid_password: false,
  score: 0,
  breached_password: false,
  strength_policy: 'zxcvbn',
  feedback: { warning: '', suggestions: [] },
  ...overrides,
});
const config = { strengthPolicy: 'luds' as const, ludsMinimumCount: 10, ludsComplexity: 3 };

describe('strength display (SPEC §2)', () => {
  it.each([
    [0, 1, 'error'],
    [1, 1, 'error'],
    [2, 2, 'error'],
    [3, 3, 'success'],
    [4, 4, 'success'],
  ] as const)('zxcvbn score %i › %i segment(s), %s', (score, filled, tone) => {
    expect(strengthBar(score)).toEqual({ filled, tone });
  });

  it('zxcvbn › the warning and suggestions as known ids, unknown ones kept as sent', () => {
    const view = toStrengthView(
      answer({
        score: 1,
        feedback: {
          warning: 'Repeated characters like "aaa" are easy to guess.',
          suggestions: ['Avoid repeated words and characters.', 'Sprinkle some glitter.'],
        },
      }),
      config,
    );
    expect(view.warning?.id).toBe('zxcvbn.warning.simpleRepeat');
    expect(view.suggestions.map((item) => item.id)).toEqual(['zxcvbn.suggestion.repeated', 'zxcvbn.unknown']);
    expect(view.suggestions[1]?.message).toBe('Sprinkle some glitter.');
    expect(view.luds).toBeNull();
  });

  it('luds › the checklist with N from bootstrap, met when nothing is missing, and the breached flag', () => {
    const view = toStrengthView(
      answer({
        strength_policy: 'luds',
        breached_password: true,
        feedback: {
          warning: '',
          suggestions: [],
          luds_requirements: {
            has_lower_case: true,
            has_upper_case: false,
            has_digit: false,
            has_symbol: false,
            missing_complexity: 2,
            missing_characters: 0,
          },
        },
      }),
      config,
    );
    expect(view.luds).toEqual({ minLength: { count: 10, met: true }, complexity: { count: 3, met: false } });
    expect(view.breached).toBe(true);
    expect(view.bar).toBeNull();
  });

  it("policy 'none' › shows nothing", () => {
    const view = toStrengthView(answer({ strength_policy: 'none', valid_password: true, breached_password: true }), config);
    expect(view).toMatchObject({ bar: null, warning: null, suggestions: [], luds: null, breached: false, valid: true });
  });
});
