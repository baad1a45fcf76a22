import { Icon } from '../../../primitives/Icon';
import { Spinner } from '../../../primitives/Spinner';
import { chevronForward } from '../../../primitives/glyphs/chevronForward';
import { Text } from '../../../primitives/Text';
import { useT } from '../../../i18n/I18nProvider';
import { OAUTH_PROVIDER_NAMES } from '../../../i18n/providerNames';
import { MessageText } from '../../../screens/MessageText';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError } from '../../../screens/types';
import { accountErrorMessages } from '../errorMessages';
import { accountMessages } from '../messages';
import { AccountAvatar } from './AccountAvatar';
import { AccountLoading } from './AccountLoading';
import * as avatar from './AccountAvatar.css';
import * as styles from './AccountList.css';

/** The account center's sections, in the overview's order. */
export const ACCOUNT_SECTIONS = ['profile', 'email', 'password', 'connections', 'security', 'sessions', 'delete'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** What the overview shows of the account (the account flow's overview, as a view draws it). */
export interface AccountSummary {
  name: string;
  email: string | null;
  pictureUrl: string | null;
  hasPassword: boolean;
  /** Connected providers, by the widget's names (`github`). */
  connections: readonly string[];
  secondFactor: boolean;
  passkeys: number;
}

export interface AccountOverviewProps {
  status: 'loading' | 'ready' | 'failed';
  /** null until loaded. */
  account: AccountSummary | null;
  /** The sections this widget offers, in order. */
  sections: readonly AccountSection[];
  /** A section is opening (its step-up or download). @defaultValue null */
  opening?: AccountSection | null;
  error?: ScreenError | null;
  onOpen(section: AccountSection): void;
  onRetry(): void;
}

const providerName = (type: string) => OAUTH_PROVIDER_NAMES[type as keyof typeof OAUTH_PROVIDER_NAMES] ?? type;

/** The account center's first screen (docs/account.md): who the person is, and each section with what it holds. */
export function AccountOverview({ status, account, sections, opening = null, error = null, onOpen, onRetry }: AccountOverviewProps) {
  const t = useT(accountMessages, accountErrorMessages);
  if (status !== 'ready' || !account) return <AccountLoading title={t('account.title')} status={status === 'failed' ? 'failed' : 'loading'} error={error} onRetry={onRetry} />;
  const summary: Record<AccountSection, string> = {
    profile: account.name || t('account.noName'),
    email: account.email ?? t('account.noEmail'),
    password: account.hasPassword ? t('account.password.set') : t('account.password.notSet'),
    connections: account.connections.length ? account.connections.map(providerName).join(', ') : t('account.connections.none'),
    security: [t(account.secondFactor ? 'account.security.on' : 'account.security.off'), t('account.security.passkeys', { count: account.passkeys })].join(' · '),
    sessions: t('account.sessions.summary'),
    delete: '',
  };
  return (
    <ScreenLayout title={t('account.title')}>
      <div className={avatar.header}>
        <AccountAvatar pictureUrl={account.pictureUrl} name={account.name || account.email || '?'} alt={t('account.pictureAlt')} />
        <div className={styles.itemText}>
          <span className={styles.itemName}>{account.name || t('account.noName')}</span>
          {account.email ? <bdi className={styles.itemValue}>{account.email}</bdi> : null}
        </div>
      </div>
      {error ? <Text role="alert" variant="error"><MessageText error={error} /></Text> : null}
      <nav aria-label={t('account.sectionsLabel')}>
        <ul role="list" className={styles.list}>
          {sections.map((section) => (
            <li key={section}>
              <button type="button" className={styles.rowButton} onClick={() => onOpen(section)} aria-busy={opening === section || undefined}>
                <span className={styles.itemText}>
                  <span className={section === 'delete' ? `${styles.itemName} ${styles.danger}` : styles.itemName}>{t(`account.${section}.row`)}</span>
                  {summary[section] ? <span className={styles.itemValue}>{summary[section]}</span> : null}
                </span>
                {opening === section ? <Spinner /> : <Icon glyph={chevronForward} className={styles.chevron} />}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </ScreenLayout>
  );
}
