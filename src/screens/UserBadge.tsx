import { useT } from '../i18n/I18nProvider';
import { userButtonMessages } from '../i18n/messages/userButton';
import { Button } from '../primitives/Button';
import { Text } from '../primitives/Text';
import { IsolatedValue } from './IsolatedValue';
import * as styles from './UserBadge.css';

export interface UserBadgeProps {
  /** How the person is named: their email, else their phone number or user id. */
  name: string;
  /** True while the sign-out request runs. @defaultValue false */
  signingOut?: boolean;
  onSignOut: () => void;
}

/** Who is signed in, and a button to sign out. A pure view; UserButton joins it to the session. */
export function UserBadge({ name, signingOut = false, onSignOut }: UserBadgeProps) {
  const t = useT(userButtonMessages);
  return (
    <div className={styles.root} data-user-badge="">
      <Text as="span" className={styles.name}>
        <IsolatedValue text={t('session.signedInAs', { name })} value={name} />
      </Text>
      <Button variant="secondary" className={styles.signOut} loading={signingOut} onClick={onSignOut}>
        {t('session.signOut')}
      </Button>
    </div>
  );
}
