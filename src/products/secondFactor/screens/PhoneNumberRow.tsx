import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../../../primitives/Button';
import { Text } from '../../../primitives/Text';
import { IsolatedValue } from '../../../screens/IsolatedValue';
import { phoneMessages } from '../phoneMessages';
import * as styles from './PhoneNumberSettings.css';

export interface PhoneNumberRowProps {
  /** The account's number, masked (`•••0188`); null: none. */
  phone: string | null;
  /** Sign-ins may ask for a code texted to it. */
  sms: boolean;
  /** Offer "Turn on codes by text" for a number whose codes are off. @defaultValue false */
  canEnable?: boolean;
  /** @defaultValue false */
  disabled?: boolean;
  onAdd(): void;
  onEnable(): void;
  onRemove(): void;
}

/** The security overview's line for the phone number: add it, or change, turn on or remove it. */
export function PhoneNumberRow({ phone, sms, canEnable = false, disabled = false, ...on }: PhoneNumberRowProps) {
  const t = useT(phoneMessages);
  if (!phone) {
    return (
      <div className={styles.item}>
        <Text>{t('security.phone.none')}</Text>
        <Button onClick={on.onAdd} disabled={disabled}>
          {t('security.phone.add')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.item}>
      <Text>
        <IsolatedValue text={t(sms ? 'security.phone.on' : 'security.phone.off', { phone })} value={phone} />
      </Text>
      <div className={styles.actions}>
        {!sms && canEnable ? (
          <Button onClick={on.onEnable} disabled={disabled}>
            {t('security.phone.enable')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={on.onAdd} disabled={disabled}>
          {t('security.phone.change')}
        </Button>
        <Button variant="secondary" onClick={on.onRemove} disabled={disabled}>
          {t('security.phone.remove')}
        </Button>
      </div>
    </div>
  );
}
