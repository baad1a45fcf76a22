import { useT } from '../i18n/I18nProvider';
import { idpMessages } from '../i18n/messages/idp';
import { sharedMessages } from '../i18n/messages/shared';
import { Text } from '../primitives/Text';
import { CheckIllustration } from './CheckIllustration';
import * as common from './common.css';
import { ScreenLayout } from './ScreenLayout';

export interface IDPOutcomeProps {
  /**
   * denied: consent was refused; success: the request completed without sending the browser away;
   * notLoggedOut: 'No' on the logout question.
   */
  outcome: 'denied' | 'success' | 'notLoggedOut';
}

/** SPEC §2 IDPConsent: how a request ended when the page stays (the app had no http(s) address to return to). */
export function IDPOutcome({ outcome }: IDPOutcomeProps) {
  const t = useT(idpMessages, sharedMessages);
  if (outcome === 'success') {
    return (
      <ScreenLayout title={t('common.success')} before={<CheckIllustration />} centered>
        <Text className={common.centeredText}>{t('idp.success')}</Text>
      </ScreenLayout>
    );
  }
  return <ScreenLayout title={t(outcome === 'denied' ? 'idp.denied' : 'idp.logout.notLoggedOut')} centered />;
}
