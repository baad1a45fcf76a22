import { Button } from '../../../primitives/Button';
import { Text } from '../../../primitives/Text';
import { useT } from '../../../i18n/I18nProvider';
import { OAUTH_PROVIDER_NAMES } from '../../../i18n/providerNames';
import * as common from '../../../screens/common.css';
import { MessageText } from '../../../screens/MessageText';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError } from '../../../screens/types';
import { accountErrorMessages } from '../errorMessages';
import { accountMessages } from '../messages';
import * as styles from './AccountList.css';

export interface AccountConnectionItem {
  id: string;
  /** By the widget's name (`github`). */
  provider: string;
  /** ISO 8601; null when the backend does not say. */
  connectedAt: string | null;
}

export interface AccountConnectionsProps {
  connections: readonly AccountConnectionItem[];
  /** Providers the person may connect (the widget's configured ones not yet connected). */
  available: readonly string[];
  /** A disconnection waiting for its confirmation. @defaultValue null */
  confirming?: AccountConnectionItem | null;
  /** `connecting`: on its way to a provider. */
  status: 'idle' | 'working' | 'connecting';
  error: ScreenError | null;
  onConnect(provider: string): void;
  onStartDisconnect(id: string): void;
  onConfirmDisconnect(): void;
  onCancel(): void;
  /** @defaultValue undefined (no back arrow) */
  onBack?: () => void;
}

export const providerName = (type: string) => OAUTH_PROVIDER_NAMES[type as keyof typeof OAUTH_PROVIDER_NAMES] ?? type;

/** Social accounts connected to this one (docs/account.md "Connected accounts"): connect, or disconnect all but the last way in. */
export function AccountConnections(props: AccountConnectionsProps) {
  const { connections, available, confirming = null, status, error } = props;
  const t = useT(accountMessages, accountErrorMessages);
  const busy = status !== 'idle';
  const date = (iso: string) => new Intl.DateTimeFormat(t.lang, { dateStyle: 'medium' }).format(new Date(iso));
  const errorLine = error ? (
    <Text role="alert" variant="error">
      <MessageText error={error} />
    </Text>
  ) : null;

  if (confirming) {
    const provider = providerName(confirming.provider);
    return (
      <ScreenLayout title={t('account.connections.confirmTitle', { provider })} onBack={props.onCancel}>
        <Text>{t('account.connections.confirmText', { provider })}</Text>
        {errorLine}
        <div className={styles.actions}>
          <Button variant="destructive" loading={status === 'working'} disabled={busy} onClick={props.onConfirmDisconnect}>
            {t('account.connections.disconnect')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={props.onCancel}>
            {t('account.cancel')}
          </Button>
        </div>
      </ScreenLayout>
    );
  }

  return (
    <ScreenLayout title={t('account.connections.title')} onBack={props.onBack}>
      <Text variant="muted">{t('account.connections.text')}</Text>
      {errorLine}
      {connections.length ? (
        <ul role="list" className={styles.list}>
          {connections.map((connection) => (
            <li key={connection.id} className={styles.item}>
              <span className={styles.itemText}>
                <span className={styles.itemName}>{providerName(connection.provider)}</span>
                {connection.connectedAt ? <span className={styles.itemValue}>{t('account.connections.connected', { date: date(connection.connectedAt) })}</span> : null}
              </span>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => props.onStartDisconnect(connection.id)}
                aria-label={t('account.connections.disconnectLabel', { provider: providerName(connection.provider) })}
              >
                {t('account.connections.disconnect')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <Text>{t('account.connections.none')}</Text>
      )}
      {available.length ? (
        <div className={common.tight}>
          {available.map((provider) => (
            <Button key={provider} variant="secondary" loading={status === 'connecting'} disabled={busy} onClick={() => props.onConnect(provider)}>
              {t('account.connections.connect', { provider: providerName(provider) })}
            </Button>
          ))}
        </div>
      ) : null}
    </ScreenLayout>
  );
}
