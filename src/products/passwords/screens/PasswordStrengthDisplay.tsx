import { useT } from '../../../i18n/I18nProvider';
import { errorMessage } from '../../../i18n/errorMessage';
import { passwordsMessages } from '../messages';
import { plural } from '../../../i18n/plural';
import { Checklist } from '../../../primitives/Checklist';
import { StrengthMeter } from '../../../primitives/StrengthMeter';
import { Text } from '../../../primitives/Text';
import * as common from '../../../screens/common.css';
import * as styles from './PasswordStrengthDisplay.css';
import type { ScreenError } from '../../../screens/types';

export interface LudsRequirementModel {
  /** N in 'Must be at least N characters long' / 'Must contain N of the following…'. */
  count: number;
  met: boolean;
}

/** A strength-check answer as a view draws it (flows' `StrengthView` extends it). */
export interface PasswordStrengthModel {
  /** The project's policy; 'none' shows nothing. */
  policy: 'zxcvbn' | 'luds' | 'none';
  /** zxcvbn score, 0 to 4. */
  score: number;
  /** zxcvbn warning, as a message id with the server's sentence as its fallback text. */
  warning: ScreenError | null;
  suggestions: readonly ScreenError[];
  /** luds: the two requirements; null for the other policies. */
  luds: { minLength: LudsRequirementModel; complexity: LudsRequirementModel } | null;
  breached: boolean;
}

export interface PasswordStrengthDisplayProps {
  strength: PasswordStrengthModel;
  /** Lets the password field name this as its description. @defaultValue undefined */
  id?: string;
}

/** SPEC §2 strength display: zxcvbn bar and feedback, or the luds checklist, and the breached notice. */
export function PasswordStrengthDisplay({ strength, id }: PasswordStrengthDisplayProps) {
  const t = useT(passwordsMessages);
  const message = (error: ScreenError) => errorMessage(error, t);
  if (strength.policy === 'none') return null;
  return (
    <div className={styles.root} id={id} data-policy={strength.policy}>
      {strength.policy === 'zxcvbn' ? (
        <>
          <StrengthMeter
            score={strength.score}
            label={t('password.strength.label')}
            formatValue={(score, max) => t('password.strength.value', { score, max })}
          />
          {strength.warning ? <Text className={styles.warning}>{message(strength.warning)}</Text> : null}
          {strength.suggestions.length > 0 ? (
            <ul role="list" className={common.plainList}>
              {strength.suggestions.map((suggestion, index) => (
                <li key={index}>{message(suggestion)}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      {strength.policy === 'luds' && strength.luds ? (
        <Checklist
          metLabel={t('password.requirement.met')}
          unmetLabel={t('password.requirement.unmet')}
          items={[
            // Counted: the language's plural form for N (Intl.PluralRules), e.g. Arabic's 3–10 and 11–99.
            { label: plural(t, 'password.luds.minLength', { count: strength.luds.minLength.count }), met: strength.luds.minLength.met },
            { label: plural(t, 'password.luds.complexity', { count: strength.luds.complexity.count }), met: strength.luds.complexity.met },
          ]}
        />
      ) : null}
      {strength.breached ? <Text className={styles.breached}>{t('password.breached')}</Text> : null}
    </div>
  );
}
