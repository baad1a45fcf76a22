import { useT } from '../i18n/I18nProvider';
import { idpMessages } from '../i18n/messages/idp';
import { Button } from '../primitives/Button';
import { Text } from '../primitives/Text';
import * as common from './common.css';
import { ScreenLayout } from './ScreenLayout';
import * as styles from './IDPConsent.css';

export interface IDPLogoutProps {
  /** The host project's name (bootstrap projectName). */
  projectName: string;
  /** 'Yes' was pressed and the session is being ended. @defaultValue false */
  loggingOut?: boolean;
  /** 'Yes': end the session and go back to the app. */
  onLogout(): void;
  /** 'No': stay signed in. */
  onStayLoggedIn(): void;
}

/** SPEC §2 IDPConsent, logout: 'Log out?' with Yes and No. */
export function IDPLogout({ projectName, loggingOut = false, onLogout, onStayLoggedIn }: IDPLogoutProps) {
  const t = useT(idpMessages);
  return (
    <ScreenLayout title={t('idp.logout.title')} centered>
      <Text className={common.centeredText}>{t('idp.logout.text', { projectName })}</Text>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={loggingOut} onClick={onStayLoggedIn}>
          {t('idp.logout.no')}
        </Button>
        <Button loading={loggingOut} onClick={onLogout}>
          {t('idp.logout.yes')}
        </Button>
      </div>
    </ScreenLayout>
  );
}
