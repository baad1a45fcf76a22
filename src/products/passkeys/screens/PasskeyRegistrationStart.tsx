import { useT } from '../../../i18n/I18nProvider';
import { passkeyRegistrationMessages } from '../registrationMessages';
import { Button } from '../../../primitives/Button';
import { Spinner } from '../../../primitives/Spinner';
import { Text } from '../../../primitives/Text';
import * as common from '../../../screens/common.css';
import { ErrorBanner } from '../../../screens/ErrorBanner';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError } from '../../../screens/types';

/** checking: asking who is signed in; noUser: nobody is (SPEC §6); registering: the browser's dialog is open. */
export type PasskeyRegistrationStatus = 'checking' | 'noUser' | 'idle' | 'registering';

export interface PasskeyRegistrationStartProps {
  status: PasskeyRegistrationStatus;
  /** Why the last attempt failed (SPEC §8: already registered, or not created). @defaultValue null */
  error?: ScreenError | null;
  onCreate(): void;
  onSkip(): void;
}

/** SPEC §2 PasskeyRegistrationStart: 'Set up a new Passkey', 'Create a Passkey' and 'Skip'. */
export function PasskeyRegistrationStart({ status, error = null, onCreate, onSkip }: PasskeyRegistrationStartProps) {
  const t = useT(passkeyRegistrationMessages);
  const registering = status === 'registering';
  return (
    <ScreenLayout title={t('passkey.registration.title')}>
      {status === 'checking' ? (
        <div className={common.centeredRow}>
          <Spinner label={t('common.loading')} size="large" />
        </div>
      ) : status === 'noUser' ? (
        <Text variant="error">{t('passkey.registration.noUser')}</Text>
      ) : (
        <div className={common.tight}>
          {error ? <ErrorBanner error={error} /> : null}
          <Button loading={registering} onClick={onCreate}>
            {t('passkey.registration.create')}
          </Button>
          <Button variant="secondary" disabled={registering} onClick={onSkip}>
            {t('passkey.registration.skip')}
          </Button>
        </div>
      )}
    </ScreenLayout>
  );
}
