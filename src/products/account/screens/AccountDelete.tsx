import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { Text } from '../../../primitives/Text';
import { useT } from '../../../i18n/I18nProvider';
import { MessageText } from '../../../screens/MessageText';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError } from '../../../screens/types';
import { accountErrorMessages } from '../errorMessages';
import { accountMessages } from '../messages';

export interface AccountDeleteProps {
  step: 'confirm' | 'deleted';
  /** The person ticked that they understand. */
  confirmed: boolean;
  status: 'idle' | 'deleting';
  error: ScreenError | null;
  onConfirmedChange(confirmed: boolean): void;
  onDelete(): void;
  /** @defaultValue undefined (no back arrow) */
  onBack?: () => void;
}

/** Deleting the account (docs/account.md "Delete account"): said plainly, confirmed, then done. */
export function AccountDelete({ step, confirmed, status, error, onConfirmedChange, onDelete, onBack }: AccountDeleteProps) {
  const t = useT(accountMessages, accountErrorMessages);
  if (step === 'deleted') {
    return (
      <ScreenLayout title={t('account.delete.doneTitle')}>
        <Text>{t('account.delete.doneText')}</Text>
      </ScreenLayout>
    );
  }
  const deleting = status === 'deleting';
  return (
    <ScreenLayout title={t('account.delete.title')} onBack={onBack}>
      <Text>{t('account.delete.text')}</Text>
      <Checkbox label={t('account.delete.confirm')} checked={confirmed} disabled={deleting} onCheckedChange={onConfirmedChange} />
      {error ? <Text role="alert" variant="error"><MessageText error={error} /></Text> : null}
      <Button variant="destructive" loading={deleting} disabled={!confirmed || deleting} onClick={onDelete}>
        {t('account.delete.button')}
      </Button>
    </ScreenLayout>
  );
}
