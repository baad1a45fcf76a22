import { useId, useRef } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { MessageText } from '../../../screens/MessageText';
import type { MessageId } from '../../../i18n/translator';
import { otpMessages } from '../messages';
import { Button } from '../../../primitives/Button';
import { Spinner } from '../../../primitives/Spinner';
import { Text } from '../../../primitives/Text';
import * as common from '../../../screens/common.css';
import { formatCountdown } from './formatCountdown';
import { IsolatedValue } from '../../../screens/IsolatedValue';
import * as styles from './OTPAuthenticate.css';
import { CodeForm } from '../../../screens/CodeForm';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError } from '../../../screens/types';
import { usePhoneForDisplay } from './usePhoneForDisplay';

/**
 * SPEC §2 resend states. initial: offered; sending: in flight; sent: done, shown for 2 s;
 * waiting: after 'sent', offered again (a later resend is allowed, and the view may word it so).
 */
export type ResendState = 'initial' | 'sending' | 'sent' | 'waiting';

export interface OTPAuthenticateProps {
  /** Where the code went: the email address or the phone number. */
  destination: string;
  values: { code: string };
  errors: { code: ScreenError | null };
  /** verifying: 'Verifying passcode...'; expired: 'Your code has expired.' */
  status: 'idle' | 'verifying' | 'expired';
  /** Whole seconds until the code expires. */
  secondsLeft: number;
  resendState: ResendState;
  /** While waiting: seconds until a resend is offered again; 0 or omitted offers it now. @defaultValue undefined */
  resendWaitSeconds?: number;
  /** Every change of the code (digits only, at most 6). */
  onCodeChange(code: string): void;
  /** The person finished a code: at its 6th digit, typed or pasted, and on Enter (SPEC §2 auto-submit; CodeForm owns it). */
  onSubmit(code: string): void;
  /** 'Didn't get it?': send a new code. */
  onResend(): void;
  /** @defaultValue undefined */
  onBack?: () => void;
}

const RESEND_LABEL: Record<ResendState, MessageId> = {
  initial: 'otp.resend.initial',
  sending: 'otp.resend.sending',
  sent: 'otp.resend.sent',
  waiting: 'otp.resend.waiting',
};

/** SPEC §2 OTPAuthenticate: six digits, a countdown, and a resend option. */
export function OTPAuthenticate(props: OTPAuthenticateProps) {
  const { destination, values, errors, status, secondsLeft, resendState, resendWaitSeconds = 0 } = props;
  const t = useT(otpMessages);
  const sentToId = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const shownDestination = usePhoneForDisplay(destination);
  const verifying = status === 'verifying';
  const expired = status === 'expired';
  const waitingFor = resendState === 'waiting' && resendWaitSeconds > 0;
  const resendBlocked = resendState === 'sending' || resendState === 'sent' || waitingFor;

  return (
    // The person came to type the code: focus goes to it, and it is described by where the code went.
    <ScreenLayout title={t('otp.title')} onBack={props.onBack} initialFocus={codeRef}>
      <Text id={sentToId}>
        <IsolatedValue text={t('otp.sentTo', { destination: shownDestination })} value={shownDestination} />
      </Text>
      <CodeForm
        ref={codeRef}
        field="digits"
        aria-describedby={sentToId}
        label={t('common.oneTimePasscode')}
        code={values.code}
        onCodeChange={props.onCodeChange}
        onSubmit={props.onSubmit}
        busy={verifying}
        disabled={verifying || expired}
        error={errors.code ? <MessageText error={errors.code} /> : undefined}
      >
        <div className={styles.statusRow}>
          {/* A polite region for the states a person waits on; the ticking countdown stays out of it. */}
          <div role="status" className={styles.status}>
            {verifying ? (
              <>
                <Spinner />
                {t('otp.verifying')}
              </>
            ) : expired ? (
              <span className={styles.expired}>{t('otp.expired')}</span>
            ) : null}
          </div>
          {verifying || expired ? null : <span>{t('otp.expiresIn', { time: formatCountdown(secondsLeft) })}</span>}
        </div>
      </CodeForm>
      <div className={common.inlineAction}>
        <span>{t('otp.didntGetIt')}</span>
        <Button variant="text" onClick={props.onResend} disabled={resendBlocked} className={common.textAction}>
          {waitingFor ? t('otp.resend.waitingFor', { time: formatCountdown(resendWaitSeconds) }) : t(RESEND_LABEL[resendState])}
        </Button>
      </div>
    </ScreenLayout>
  );
}
