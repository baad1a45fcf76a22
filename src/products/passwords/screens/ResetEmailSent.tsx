import { useT } from '../../../i18n/I18nProvider';
import type { MessageId } from '../../../i18n/translator';
import { passwordsMessages } from '../messages';
import { Button } from '../../../primitives/Button';
import { Text } from '../../../primitives/Text';
import * as common from '../../../screens/common.css';
import { ErrorBanner } from '../../../screens/ErrorBanner';
import { IsolatedValue } from '../../../screens/IsolatedValue';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError } from '../../../screens/types';

/** What each reset-email screen (Forgot, Dedupe, SetNew, Breached) is given. */
export interface ResetEmailScreenProps {
  /** Where the reset email went. */
  email: string;
  /** sendingEmail: a resend is on its way. @defaultValue 'idle' */
  status?: 'idle' | 'submitting' | 'sendingEmail';
  /** A failed resend. @defaultValue null */
  error?: ScreenError | null;
  /** 'Resend email'; the flow toasts 'Email resent'. */
  onResendEmail(): void;
  /** @defaultValue undefined */
  onBack?: () => void;
}

export interface ResetEmailSentProps extends ResetEmailScreenProps {
  titleId: MessageId;
  /** Takes `{email}`. */
  textId: MessageId;
}

/** The shared body of the screens that say a reset email was sent, with a resend option. */
export function ResetEmailSent({ titleId, textId, email, status = 'idle', error = null, onResendEmail, onBack }: ResetEmailSentProps) {
  const t = useT(passwordsMessages);
  return (
    <ScreenLayout title={t(titleId)} onBack={onBack}>
      {error ? <ErrorBanner error={error} /> : null}
      <Text>
        <IsolatedValue text={t(textId, { email })} value={email} />
      </Text>
      <div className={common.inlineAction}>
        <span>{t('password.didntGetIt')}</span>
        <Button
          variant="text"
          className={common.textAction}
          loading={status === 'sendingEmail'}
          disabled={status !== 'idle'}
          onClick={onResendEmail}
        >
          {t('password.resendEmail')}
        </Button>
      </div>
    </ScreenLayout>
  );
}
