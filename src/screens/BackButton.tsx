import { useT } from '../i18n/I18nProvider';
import { sharedMessages } from '../i18n/messages/shared';
import { Icon } from '../primitives/Icon';
import { arrowBack } from '../primitives/glyphs/arrowBack';
import * as styles from './BackButton.css';

export interface BackButtonProps {
  onBack: () => void;
}

/** SPEC §2: the back arrow returns to Main; it points the other way in right-to-left text. */
export function BackButton({ onBack }: BackButtonProps) {
  const t = useT(sharedMessages);
  return (
    <button type="button" className={styles.root} aria-label={t('common.back')} onClick={onBack}>
      <Icon glyph={arrowBack} className={styles.icon} />
    </button>
  );
}
