import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { MessageText } from '../../../screens/MessageText';
import { Button } from '../../../primitives/Button';
import { PhoneInput, type PhoneValue } from '../../../primitives/PhoneInput';
import { Text } from '../../../primitives/Text';
import { TextInput } from '../../../primitives/TextInput';
import { CodeForm } from '../../../screens/CodeForm';
import * as common from '../../../screens/common.css';
import { IsolatedValue } from '../../../screens/IsolatedValue';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError } from '../../../screens/types';
import { phoneMessages } from '../phoneMessages';
import { securityMessages } from '../securityMessages';
import * as styles from './PhoneNumberSettings.css';

/** The account's phone number being added or changed (a number, then its code), turned on, or removed. */
export type PhoneStep =
  | { kind: 'number'; replacing: boolean }
  /** `phone`: the number the code went to, as the person typed it (theirs: no need to mask). */
  | { kind: 'code'; phone: string }
  /**
   * Before the number on file (`phone`, masked) is replaced or removed: a code texted to it, so a
   * stolen session cannot move the text-message second factor. `then`: what it allows next.
   */
  | { kind: 'current'; phone: string; then: 'change' | 'remove' }
  /** The backend asks for the account's password to turn text codes on (Better Auth). */
  | { kind: 'password'; phone: string }
  /** `phone`: the number on file, masked. */
  | { kind: 'remove'; phone: string };

export interface PhoneNumberSettingsProps {
  step: PhoneStep;
  status: 'idle' | 'working';
  values: { country: string; phone: string; code: string; password: string };
  /** The one error of the step, under its field. */
  errors: { field: ScreenError | null };
  onPhoneValueChange(value: PhoneValue): void;
  onCodeChange(code: string): void;
  onPasswordChange(password: string): void;
  /** Checks the number (SPEC §5, no server call when invalid) and texts it a code. */
  onSend(): void;
  onVerify(code: string): void;
  onResend(): void;
  onEnable(password: string): void;
  onRemove(): void;
  /** Back to the security overview, changing nothing more. */
  onCancel(): void;
}

/** The security widget's phone number: a number proven by a texted code, then a second factor; a number on file changes only after a code texted to it. */
export function PhoneNumberSettings(props: PhoneNumberSettingsProps) {
  const { step, status, values, errors } = props;
  const t = useT(securityMessages, phoneMessages);
  const textId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const working = status === 'working';
  // The security widget never changes screen for the widget's focus rule: each step takes focus itself,
  // once its field takes input (a step may open while its code is still being sent).
  useEffect(() => {
    if (!working) fieldRef.current?.focus();
  }, [step.kind, working]);
  const error = errors.field ? <MessageText error={errors.field} /> : undefined;
  const submit = (send: () => void) => (event: FormEvent) => {
    event.preventDefault();
    if (!working) send();
  };
  const cancel = (
    <Button variant="secondary" onClick={props.onCancel} disabled={working}>
      {t('security.cancel')}
    </Button>
  );

  if (step.kind === 'number') {
    return (
      <ScreenLayout key={step.kind} title={t(step.replacing ? 'security.phone.changeTitle' : 'security.phone.addTitle')} onBack={props.onCancel} initialFocus={fieldRef}>
        <Text id={textId}>{t('security.phone.text')}</Text>
        <form className={common.tight} onSubmit={submit(props.onSend)} noValidate>
          <PhoneInput
            ref={fieldRef}
            label={t('common.phoneNumber')}
            countryLabel={t('common.country')}
            placeholder={t('main.phonePlaceholder')}
            locale={t.lang}
            required
            aria-describedby={textId}
            country={values.country}
            value={values.phone}
            onValueChange={props.onPhoneValueChange}
            disabled={working}
            error={error}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={working} disabled={working}>
              {t('security.phone.send')}
            </Button>
            {cancel}
          </div>
        </form>
      </ScreenLayout>
    );
  }

  if (step.kind === 'code' || step.kind === 'current') {
    const current = step.kind === 'current';
    // The number in its own direction: '+14155550188.' stays one unit in Arabic and Hebrew.
    const sentence = t(current ? 'security.phone.currentText' : 'security.phone.codeText', { phone: step.phone });
    return (
      <ScreenLayout key={step.kind} title={t(current ? 'security.phone.currentTitle' : 'security.phone.codeTitle')} onBack={props.onCancel} initialFocus={fieldRef}>
        <Text id={textId}>
          <IsolatedValue text={sentence} value={step.phone} />
        </Text>
        <CodeForm
          ref={fieldRef}
          field="digits"
          aria-describedby={textId}
          label={t('secondFactor.codeLabel')}
          code={values.code}
          onCodeChange={props.onCodeChange}
          onSubmit={props.onVerify}
          disabled={working}
          busy={working}
          error={error}
        >
          <Button type="submit" loading={working} disabled={working}>
            {t('secondFactor.verify')}
          </Button>
          <div className={styles.actions}>
            <Button variant="text" className={common.textAction} onClick={props.onResend} disabled={working}>
              {t('security.phone.resend')}
            </Button>
            {cancel}
          </div>
        </CodeForm>
        {/* Decided: no way around the code in the widget; whoever lost the phone asks the site's support. */}
        {current ? <Text>{t('security.phone.lost')}</Text> : null}
      </ScreenLayout>
    );
  }

  if (step.kind === 'password') {
    return (
      <ScreenLayout key={step.kind} title={t('security.phone.enableTitle')} onBack={props.onCancel} initialFocus={fieldRef}>
        <Text id={textId}>
          <IsolatedValue text={t('security.phone.enableText', { phone: step.phone })} value={step.phone} />
        </Text>
        <form className={common.tight} onSubmit={submit(() => props.onEnable(values.password))} noValidate>
          <TextInput
            ref={fieldRef}
            type="password"
            label={t('security.password.label')}
            aria-describedby={textId}
            value={values.password}
            onChange={(event) => props.onPasswordChange(event.target.value)}
            autoComplete="current-password"
            disabled={working}
            error={error}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={working} disabled={working || values.password === ''}>
              {t('security.password.confirm')}
            </Button>
            {cancel}
          </div>
        </form>
      </ScreenLayout>
    );
  }

  return (
    <ScreenLayout key={step.kind} title={t('security.phone.removeTitle')} onBack={props.onCancel}>
      <Text id={textId}>
        <IsolatedValue text={t('security.phone.removeText', { phone: step.phone })} value={step.phone} />
      </Text>
      {error ? <Text role="alert">{error}</Text> : null}
      <div className={styles.actions}>
        <Button variant="destructive" onClick={props.onRemove} loading={working} disabled={working}>
          {t('security.phone.remove')}
        </Button>
        {cancel}
      </div>
    </ScreenLayout>
  );
}
