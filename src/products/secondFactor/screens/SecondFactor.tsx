import { useId, useRef } from 'react';
import type { SecondFactorKind } from '../../../client/types';
import { useT } from '../../../i18n/I18nProvider';
import { errorMessage } from '../../../i18n/errorMessage';
import { Button } from '../../../primitives/Button';
import { Spinner } from '../../../primitives/Spinner';
import { Text } from '../../../primitives/Text';
import * as common from '../../../screens/common.css';
import { CodeForm } from '../../../screens/CodeForm';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError } from '../../../screens/types';
import { secondFactorMessages } from '../messages';
import { OtherWays } from './OtherWays';
import * as styles from './SecondFactor.css';

export interface SecondFactorProps {
  /** loading: finding this person's factors; sending: a code is on its way; verifying: checking one. */
  status: 'loading' | 'idle' | 'sending' | 'verifying';
  /** The factor in use; null while loading, or when this person has none. */
  factor: SecondFactorKind | null;
  /** The other ways, listed by "Use another way". */
  others: SecondFactorKind[];
  /** Where a text or an email code goes (masked). */
  destinations: { sms: string | null; email: string | null };
  /** Showing the other ways instead of the code. */
  choosing: boolean;
  values: { code: string };
  errors: { code: ScreenError | null };
  onCodeChange(code: string): void;
  /** Verify this code: on Enter, and when the 6th digit of an app or sent code arrives. */
  onSubmit(code: string): void;
  onUseAnother(): void;
  onChoose(factor: SecondFactorKind): void;
  /** A new text or email code. */
  onResend(): void;
  /** @defaultValue undefined */
  onBack?: () => void;
}

/** Verify it's you: the second step of a sign-in, by a passkey, an app code, a sent code or a backup code. */
export function SecondFactor(props: SecondFactorProps) {
  const { status, factor, values, errors, destinations } = props;
  const t = useT(secondFactorMessages);
  const textId = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const passkeyRef = useRef<HTMLButtonElement>(null);
  const busy = status !== 'idle';
  const error = errors.code ? errorMessage(errors.code, t) : undefined;

  if (props.choosing || (factor === null && status !== 'loading')) {
    return (
      <ScreenLayout key="choose" title={factor === null ? t('secondFactor.title') : t('secondFactor.chooseTitle')} onBack={props.onBack}>
        {factor === null && props.others.length === 0 ? <Text role="alert">{error ?? t('secondFactor.none')}</Text> : null}
        <OtherWays factors={props.others} destinations={destinations} onChoose={props.onChoose} />
      </ScreenLayout>
    );
  }

  const destination = factor === 'sms' ? destinations.sms : factor === 'email' ? destinations.email : null;

  return (
    <ScreenLayout key={factor ?? 'loading'} title={t('secondFactor.title')} onBack={props.onBack} initialFocus={factor === 'passkey' ? passkeyRef : factor ? codeRef : undefined}>
      {factor === null ? (
        <div role="status" className={styles.status}>
          <Spinner />
          {t('secondFactor.loading')}
        </div>
      ) : (
        <>
          <Text id={textId}>{t(`secondFactor.${factor}.text`, { destination: destination ?? '' })}</Text>
          <CodeForm
            ref={codeRef}
            field={factor === 'passkey' ? 'none' : factor === 'backup_code' ? 'text' : 'digits'}
            label={factor === 'backup_code' ? t('secondFactor.backupCodeLabel') : t('secondFactor.codeLabel')}
            aria-describedby={textId}
            code={values.code}
            onCodeChange={props.onCodeChange}
            onSubmit={props.onSubmit}
            busy={busy}
            disabled={status === 'verifying'}
            error={error}
          >
            {factor === 'passkey' && error ? (
              // The browser's own prompt asks for the passkey; an error of this step is said here.
              <Text role="alert" className={styles.error}>
                {error}
              </Text>
            ) : null}
            <Button ref={factor === 'passkey' ? passkeyRef : undefined} type="submit" loading={status === 'verifying'} disabled={busy}>
              {factor === 'passkey' ? t('secondFactor.passkey.use') : t('secondFactor.verify')}
            </Button>
            <div role="status" className={styles.status}>
              {status === 'verifying' ? t('secondFactor.verifying') : status === 'sending' ? t('secondFactor.sending') : null}
            </div>
          </CodeForm>
          <div className={styles.actions}>
            {destination !== null ? (
              <Button variant="text" onClick={props.onResend} disabled={busy} className={common.textAction}>
                {t('secondFactor.resend')}
              </Button>
            ) : null}
            {props.others.length > 0 ? (
              <Button variant="text" onClick={props.onUseAnother} disabled={status === 'verifying'} className={common.textAction}>
                {t('secondFactor.useAnother')}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </ScreenLayout>
  );
}
