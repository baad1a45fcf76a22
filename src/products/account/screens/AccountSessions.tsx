import { Badge } from '../../../primitives/Badge';
import { Button } from '../../../primitives/Button';
import { Spinner } from '../../../primitives/Spinner';
import { Text } from '../../../primitives/Text';
import { useT } from '../../../i18n/I18nProvider';
import type { Translate } from '../../../i18n/translator';
import * as common from '../../../screens/common.css';
import { MessageText } from '../../../screens/MessageText';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError } from '../../../screens/types';
import { accountErrorMessages } from '../errorMessages';
import { accountMessages } from '../messages';
import * as styles from './AccountList.css';

export interface AccountSessionItem {
  id: string;
  /** The browser and system it signed in from; null when not known. */
  device: { browser: string; os: string } | null;
  /** Where the backend knows it; null otherwise. */
  place: string | null;
  /** ISO 8601. */
  lastSeenAt: string;
  current: boolean;
}

export interface AccountSessionsProps {
  status: 'loading' | 'ready' | 'working';
  sessions: readonly AccountSessionItem[];
  error: ScreenError | null;
  onSignOut(id: string): void;
  onSignOutOthers(): void;
  /** @defaultValue undefined (no back arrow) */
  onBack?: () => void;
  /** The moment "last active" is counted from. @defaultValue now */
  now?: Date;
}

const UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "5 minutes ago", "yesterday", in the widget's language. */
export function sinceText(iso: string, now: Date, lang: string): string {
  const elapsed = Date.parse(iso) - now.getTime();
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) if (Math.abs(elapsed) >= ms) return format.format(Math.round(elapsed / ms), unit);
  return format.format(0, 'minute');
}

export const deviceName = (t: Translate, device: AccountSessionItem['device']) =>
  device ? t('account.sessions.device', { browser: device.browser, os: device.os }) : t('account.sessions.unknownDevice');

/** Where the person is signed in (docs/account.md "Sessions and devices"): sign one out, or every other. */
export function AccountSessions({ status, sessions, error, onSignOut, onSignOutOthers, onBack, now = new Date() }: AccountSessionsProps) {
  const t = useT(accountMessages, accountErrorMessages);
  const busy = status !== 'ready';
  const others = sessions.filter((session) => !session.current);
  return (
    <ScreenLayout title={t('account.sessions.title')} onBack={onBack}>
      {status === 'loading' ? (
        <div role="status" aria-label={t('common.loading')} className={common.centeredRow}>
          <Spinner />
        </div>
      ) : (
        <>
          <Text variant="muted">{others.length ? t('account.sessions.text') : t('account.sessions.onlyThis')}</Text>
          {error ? <Text role="alert" variant="error"><MessageText error={error} /></Text> : null}
          <ul role="list" className={styles.list}>
            {sessions.map((session) => {
              const name = deviceName(t, session.device);
              return (
                <li key={session.id} className={styles.item}>
                  <span className={styles.itemText}>
                    <span className={styles.itemName}>{name}</span>
                    {session.current ? <Badge tone="success">{t('account.sessions.thisDevice')}</Badge> : null}
                    {session.place ? <span className={styles.itemValue}><bdi>{session.place}</bdi></span> : null}
                    {session.current ? null : <span className={styles.itemValue}>{t('account.sessions.lastSeen', { when: sinceText(session.lastSeenAt, now, t.lang) })}</span>}
                  </span>
                  {session.current ? null : (
                    <Button variant="secondary" disabled={busy} onClick={() => onSignOut(session.id)} aria-label={t('account.sessions.signOutLabel', { device: name })}>
                      {t('account.sessions.signOut')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {others.length > 1 ? (
            <Button variant="secondary" loading={status === 'working'} disabled={busy} onClick={onSignOutOthers}>
              {t('account.sessions.signOutOthers')}
            </Button>
          ) : null}
        </>
      )}
    </ScreenLayout>
  );
}
