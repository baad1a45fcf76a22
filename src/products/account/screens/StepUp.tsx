import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../primitives/Button';
import { Text } from '../../../primitives/Text';
import { useT } from '../../../i18n/I18nProvider';
import { CodeForm } from '../../../screens/CodeForm';
import * as common from '../../../screens/common.css';
import { IsolatedValue } from '../../../screens/IsolatedValue';
import { MessageText } from '../../../screens/MessageText';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError } from '../../../screens/types';
import { accountErrorMessages } from '../errorMessages';
import { accountMessages } from '../messages';

/** A second factor a step-up can finish with. */
export type StepUpFactor = 'totp' | 'sms' | 'email' | 'backup_code';

/** Where the step-up is: the password, a code mailed to the account's address, or the second factor. */
export type StepUpStep =
  | { kind: 'password' }
  /** `email`: where the code went (masked); '' while it is being sent. */
  | { kind: 'code'; email: string }
  /** `destination`: the masked number or address a text or email code went to. */
  | { kind: 'secondFactor'; factor: StepUpFactor; destination: string | null; others: readonly StepUpFactor[] };

export interface StepUpProps {
  step: StepUpStep;
  /** The other ways offered from this step. */
  canUsePassword: boolean;
  canUseCode: boolean;
  canUsePasskey: boolean;
  status: 'idle' | 'working' | 'sending';
  values: { code: string };
  errors: { code: ScreenError | null };
  onCodeChange(code: string): void;
  /** The password or the code. */
  onSubmit(code: string): void;
  onUsePassword(): void;
  onUseCode(): void;
  onUsePasskey(): void;
  onUseFactor(factor: StepUpFactor): void;
  onResend(): void;
  /** Back to where the person was. @defaultValue undefined (no back arrow) */
  onBack?: () => void;
}

const FACTOR_TEXT = { totp: 'account.stepUp.totpText', sms: 'account.stepUp.smsText', email: 'account.stepUp.emailText', backup_code: 'account.stepUp.backupText' } as const;
const USE_FACTOR = { totp: 'account.stepUp.useApp', sms: 'account.stepUp.useText', email: 'account.stepUp.useEmailCode', backup_code: 'account.stepUp.useBackup' } as const;

/** A fresh proof before a sensitive change (docs/account.md "Step-up"): the password or an emailed code, then the second factor. */
export function StepUp(props: StepUpProps) {
  const { step, status, values, errors } = props;
  const t = useT(accountMessages, accountErrorMessages);
  const textId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const busy = status !== 'idle';
  // A new step's field takes focus (the screen's first one, the title, is ScreenLayout's).
  const shown = useRef(false);
  const stepKey = step.kind === 'secondFactor' ? step.factor : step.kind;
  useEffect(() => {
    if (shown.current) fieldRef.current?.focus();
    shown.current = true;
  }, [stepKey]);

  const error = errors.code ? <MessageText error={errors.code} /> : undefined;
  const text =
    step.kind === 'password'
      ? t('account.stepUp.text')
      : step.kind === 'code'
        ? t('account.stepUp.codeText', { email: step.email })
        : t(FACTOR_TEXT[step.factor], { phone: step.destination ?? '', email: step.destination ?? '' });
  const value = step.kind === 'code' ? step.email : step.kind === 'secondFactor' ? (step.destination ?? '') : '';
  const field = step.kind === 'password' ? 'password' : step.kind === 'secondFactor' && step.factor === 'backup_code' ? 'text' : 'digits';
  const label = step.kind === 'password' ? t('account.stepUp.password') : field === 'text' ? t('account.stepUp.backupLabel') : t('account.stepUp.codeLabel');
  // A passkey alone (no password, no address to mail): its button is the only way.
  const codeless = step.kind === 'code' && !props.canUseCode;
  const sendsCodes = (step.kind === 'code' && !codeless) || (step.kind === 'secondFactor' && (step.factor === 'sms' || step.factor === 'email'));

  return (
    <ScreenLayout title={t('account.stepUp.title')} onBack={props.onBack}>
      <Text id={textId}>
        <IsolatedValue text={codeless ? t('account.stepUp.text') : text} value={value} />
      </Text>
      {codeless ? null : (
      <CodeForm
        ref={fieldRef}
        field={field}
        label={label}
        aria-describedby={textId}
        code={values.code}
        onCodeChange={props.onCodeChange}
        onSubmit={props.onSubmit}
        autoComplete="one-time-code"
        busy={busy}
        disabled={busy || (step.kind === 'code' && !step.email)}
        error={error}
      >
        {field === 'digits' ? null : (
          <Button type="submit" loading={status === 'working'} disabled={busy || values.code.trim() === ''}>
            {t('account.stepUp.confirm')}
          </Button>
        )}
      </CodeForm>
      )}
      <div className={common.tight}>
        {sendsCodes ? (
          <Button variant="text" className={common.textAction} loading={status === 'sending'} disabled={busy} onClick={props.onResend}>
            {t('account.stepUp.resend')}
          </Button>
        ) : null}
        {step.kind === 'secondFactor'
          ? step.others.map((factor) => (
              <Button key={factor} variant="text" className={common.textAction} disabled={busy} onClick={() => props.onUseFactor(factor)}>
                {t(USE_FACTOR[factor])}
              </Button>
            ))
          : null}
        {step.kind === 'password' && props.canUseCode ? (
          <Button variant="text" className={common.textAction} disabled={busy} onClick={props.onUseCode}>
            {t('account.stepUp.useCode')}
          </Button>
        ) : null}
        {step.kind === 'code' && props.canUsePassword ? (
          <Button variant="text" className={common.textAction} disabled={busy} onClick={props.onUsePassword}>
            {t('account.stepUp.usePassword')}
          </Button>
        ) : null}
        {step.kind !== 'secondFactor' && props.canUsePasskey ? (
          <Button variant="secondary" disabled={busy} onClick={props.onUsePasskey}>
            {t('account.stepUp.usePasskey')}
          </Button>
        ) : null}
      </div>
    </ScreenLayout>
  );
}
