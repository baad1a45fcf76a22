import { useT } from '../i18n/I18nProvider';
import { idpMessages } from '../i18n/messages/idp';
import { Text } from '../primitives/Text';
import { ScreenLayout } from './ScreenLayout';

/**
 * The identity provider with nobody signed in (SPEC §4): an ordinary state, not an error (issue
 * 26). It asks the person to log in; the host mounts Login beside it (docs/widget.md).
 */
export function IDPSignInPrompt() {
  const t = useT(idpMessages);
  return (
    <ScreenLayout title={t('idp.signIn.title')}>
      <Text>{t('idp.noSession')}</Text>
    </ScreenLayout>
  );
}
