import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../../../primitives/Button';
import { Text } from '../../../primitives/Text';
import * as common from '../../../screens/common.css';
import { ErrorBanner } from '../../../screens/ErrorBanner';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError } from '../../../screens/types';
import { passkeyUpgradeMessages } from '../messages';

export interface PasskeyUpgradeProps {
  /** creating: the browser's dialog is open. */
  status: 'idle' | 'creating';
  error: ScreenError | null;
  onCreate(): void;
  onSkip(): void;
}

/** "Sign in faster next time" (docs/account.md): a passkey offered after a sign-in; "Not now" never blocks it. */
export function PasskeyUpgrade({ status, error, onCreate, onSkip }: PasskeyUpgradeProps) {
  const t = useT(passkeyUpgradeMessages);
  const creating = status === 'creating';
  return (
    <ScreenLayout title={t('passkey.upgrade.title')}>
      <Text>{t('passkey.upgrade.text')}</Text>
      <div className={common.tight}>
        {error ? <ErrorBanner error={error} /> : null}
        <Button loading={creating} onClick={onCreate}>
          {t('passkey.upgrade.create')}
        </Button>
        <Button variant="secondary" disabled={creating} onClick={onSkip}>
          {t('passkey.upgrade.skip')}
        </Button>
      </div>
    </ScreenLayout>
  );
}
