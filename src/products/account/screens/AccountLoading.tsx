import { Button } from '../../../primitives/Button';
import { Spinner } from '../../../primitives/Spinner';
import { Text } from '../../../primitives/Text';
import { useT } from '../../../i18n/I18nProvider';
import * as common from '../../../screens/common.css';
import { MessageText } from '../../../screens/MessageText';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError } from '../../../screens/types';
import { accountErrorMessages } from '../errorMessages';
import { accountMessages } from '../messages';

export interface AccountLoadingProps {
  /** The screen's title while its account loads. */
  title: string;
  status: 'loading' | 'failed';
  error?: ScreenError | null;
  onRetry(): void;
  /** @defaultValue undefined (no back arrow) */
  onBack?: () => void;
}

/** A section of the account center while the account loads, or when it could not be read. */
export function AccountLoading({ title, status, error = null, onRetry, onBack }: AccountLoadingProps) {
  const t = useT(accountMessages, accountErrorMessages);
  return (
    <ScreenLayout title={title} onBack={onBack}>
      {status === 'failed' ? (
        <div className={common.tight}>
          <Text role="alert">{error ? <MessageText error={error} /> : t('account.loadFailed')}</Text>
          <Button variant="secondary" onClick={onRetry}>
            {t('account.retry')}
          </Button>
        </div>
      ) : (
        <div role="status" aria-label={t('common.loading')} className={common.centeredRow}>
          <Spinner />
        </div>
      )}
    </ScreenLayout>
  );
}
