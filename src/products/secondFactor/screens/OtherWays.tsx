import type { SecondFactorKind } from '../../../client/types';
import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../../../primitives/Button';
import { secondFactorMessages } from '../messages';
import * as styles from './SecondFactor.css';

export interface OtherWaysProps {
  factors: SecondFactorKind[];
  destinations: { sms: string | null; email: string | null };
  onChoose(factor: SecondFactorKind): void;
}

/** "Use another way": each factor a button, in the server's order (most convenient first). */
export function OtherWays({ factors, destinations, onChoose }: OtherWaysProps) {
  const t = useT(secondFactorMessages);
  return (
    <ul className={styles.options}>
      {factors.map((factor) => (
        <li key={factor}>
          <Button variant="secondary" onClick={() => onChoose(factor)}>
            {t(`secondFactor.option.${factor}`, { destination: (factor === 'sms' ? destinations.sms : destinations.email) ?? '' })}
          </Button>
        </li>
      ))}
    </ul>
  );
}
