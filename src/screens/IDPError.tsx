import { useT } from '../i18n/I18nProvider';
import { idpMessages } from '../i18n/messages/idp';
import { Text } from '../primitives/Text';
import { MessageText } from './MessageText';
import { ScreenLayout } from './ScreenLayout';
import type { ScreenError } from './types';

export interface IDPErrorProps {
  /**
   * What stopped the request: a missing parameter (`idp.missingParam` with `{ param }`), a frame
   * (`idp.framed`) or the preflight's server error (SPEC §8). No session is IDPSignInPrompt.
   */
  error: ScreenError;
}

/** SPEC §2's generic error screen for the identity provider: no back arrow, there is nowhere to go back to. */
export function IDPError({ error }: IDPErrorProps) {
  const t = useT(idpMessages);
  return (
    <ScreenLayout title={t('idp.error.title')}>
      <Text>
        <MessageText error={error} />
      </Text>
    </ScreenLayout>
  );
}
