/** SPEC §2 strength display: what a view draws from a strength-check answer. Pure. */
import type { Bootstrap, StrengthCheckResponse } from '../../../client/types';
import { zxcvbnFeedbackId } from '../../../i18n/zxcvbnFeedback';
import type { ErrorDescriptor } from '../../../flows/state';
import type { LudsRequirementModel, PasswordStrengthModel } from '../screens/PasswordStrengthDisplay';

export type LudsRequirement = LudsRequirementModel;

/** The screen's strength model (it owns the shape), and what the flow also decides from the answer. */
export interface StrengthView extends PasswordStrengthModel {
  /** The password may be submitted. */
  valid: boolean;
  /** zxcvbn: a 4-segment bar; null for the other policies. */
  bar: { filled: 1 | 2 | 3 | 4; tone: 'error' | 'success' } | null;
}

/** SPEC §2: 0-1 one red segment; 2 two red; 3 three green; 4 four green. */
export function strengthBar(score: number): NonNullable<StrengthView['bar']> {
  if (score >= 4) return { filled: 4, tone: 'success' };
  if (score === 3) return { filled: 3, tone: 'success' };
  if (score === 2) return { filled: 2, tone: 'error' };
  return { filled: 1, tone: 'error' };
}

// A known sentence gets its id (so it is translated); an unknown one is shown as sent.
const feedback = (text: string): ErrorDescriptor => ({ id: zxcvbnFeedbackId(text) ?? 'zxcvbn.unknown', message: text });

/** Used when bootstrap has no passwordConfig yet. */
export const DEFAULT_LUDS = { ludsMinimumCount: 8, ludsComplexity: 3 } as const;

export function toStrengthView(
  answer: StrengthCheckResponse,
  passwordConfig: Bootstrap['passwordConfig'] | undefined,
): StrengthView {
  const base = { policy: answer.strength_policy, valid: answer.valid_password, score: answer.score };
  // SPEC §2: policy 'none' shows nothing.
  const none: StrengthView = { ...base, bar: null, warning: null, suggestions: [], luds: null, breached: false };
  if (answer.strength_policy === 'zxcvbn') {
    return {
      ...none,
      bar: strengthBar(answer.score),
      warning: answer.feedback.warning ? feedback(answer.feedback.warning) : null,
      suggestions: answer.feedback.suggestions.filter(Boolean).map(feedback),
      breached: answer.breached_password,
    };
  }
  if (answer.strength_policy === 'luds') {
    const luds = answer.feedback.luds_requirements;
    const counts = passwordConfig ?? DEFAULT_LUDS;
    return {
      ...none,
      luds: {
        minLength: { count: counts.ludsMinimumCount, met: (luds?.missing_characters ?? 0) === 0 },
        complexity: { count: counts.ludsComplexity, met: (luds?.missing_complexity ?? 0) === 0 },
      },
      breached: answer.breached_password,
    };
  }
  return none;
}
