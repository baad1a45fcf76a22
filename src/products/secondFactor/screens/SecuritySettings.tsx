import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { MessageText } from '../../../screens/MessageText';
import { Button } from '../../../primitives/Button';
import { Spinner } from '../../../primitives/Spinner';
import { Text } from '../../../primitives/Text';
import * as common from '../../../screens/common.css';
import { CodeForm } from '../../../screens/CodeForm';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError } from '../../../screens/types';
import { securityMessages } from '../securityMessages';
import { BackupCodeList } from './BackupCodeList';
import { CopyButton } from './CopyButton';
import { QrCode } from './QrCode';
import * as styles from './SecuritySettings.css';

/** What the security widget shows: its factors, an app being added, new backup codes, or a removal to confirm. */
export type SecurityStep =
  | { kind: 'loading' }
  | { kind: 'overview'; totp: boolean; backupCodesLeft: number }
  | { kind: 'enrolling'; secret: string; otpauthUrl: string }
  | { kind: 'backupCodes'; codes: string[] }
  | { kind: 'removing' }
  /** The backend asks for the account's password before this change (Better Auth). */
  | { kind: 'password'; action: 'add' | 'remove' | 'regenerate' };

export interface SecuritySettingsProps {
  step: SecurityStep;
  status: 'idle' | 'working';
  values: { code: string };
  errors: { code: ScreenError | null };
  /** The file name backup codes download as. @defaultValue 'backup-codes.txt' */
  backupCodesFileName?: string;
  onCodeChange(code: string): void;
  onAddApp(): void;
  onConfirm(code: string): void;
  onRegenerate(): void;
  onStartRemove(): void;
  onRemove(code: string): void;
  onDone(): void;
  /** The password the `password` step asked for (`values.code` holds it while typed). */
  onPassword?(password: string): void;
  /** The overview's phone number line (PhoneNumberRow). @defaultValue undefined */
  phoneNumber?: ReactNode;
  /** "Passkeys": the passkey screens of this widget. @defaultValue undefined (not offered) */
  onPasskeys?: () => void;
  /** The overview's back arrow (the account center's). @defaultValue undefined (none) */
  onBack?: () => void;
}

/** The account's second factors: an authenticator app and its backup codes. */
export function SecuritySettings(props: SecuritySettingsProps) {
  const { step, status, values, errors } = props;
  const t = useT(securityMessages);
  const textId = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const working = status === 'working';
  // The widget opens on this one screen: its steps move focus themselves (to the code a step asks for).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) codeRef.current?.focus();
    opened.current = true;
  }, [step.kind]);
  const error = errors.code ? <MessageText error={errors.code} /> : undefined;
  /** A step's code (or password) field, in the form that sends it. */
  const codeForm = (field: 'digits' | 'text' | 'password', label: string, send: (code: string) => void, buttons: ReactNode) => (
    <CodeForm
      ref={codeRef}
      field={field}
      label={label}
      aria-describedby={textId}
      code={values.code}
      onCodeChange={props.onCodeChange}
      onSubmit={send}
      autoComplete="one-time-code"
      busy={working}
      disabled={working}
      error={error}
    >
      {buttons}
    </CodeForm>
  );
  /** Confirm, and Cancel back to the overview. */
  const confirmOrCancel = (label: string, ready: boolean) => (
    <div className={styles.row}>
      <Button type="submit" loading={working} disabled={working || !ready}>
        {label}
      </Button>
      <Button variant="secondary" onClick={props.onDone} disabled={working}>
        {t('security.cancel')}
      </Button>
    </div>
  );

  if (step.kind === 'loading') {
    return (
      <ScreenLayout key={step.kind} title={t('security.title')}>
        <div role="status" className={common.centeredRow}>
          <Spinner />
          {error ? <Text role="alert">{error}</Text> : null}
        </div>
      </ScreenLayout>
    );
  }

  if (step.kind === 'enrolling') {
    return (
      <ScreenLayout key={step.kind} title={t('security.enroll.title')} onBack={props.onDone} initialFocus={codeRef}>
        <Text id={textId}>{t('security.enroll.text')}</Text>
        <QrCode value={step.otpauthUrl} label={t('security.enroll.qrLabel')} />
        <Text>{t('security.enroll.manual')}</Text>
        <div className={styles.item}>
          <code className={styles.secret} translate="no">
            {step.secret}
          </code>
          <CopyButton text={step.secret} label={t('security.copyKey')} />
        </div>
        {codeForm(
          'digits',
          t('secondFactor.codeLabel'),
          props.onConfirm,
          <Button type="submit" loading={working} disabled={working}>
            {t('security.enroll.confirm')}
          </Button>,
        )}
      </ScreenLayout>
    );
  }

  if (step.kind === 'backupCodes') {
    return (
      <ScreenLayout key={step.kind} title={t('security.backupCodes.title')}>
        <BackupCodeList codes={step.codes} fileName={props.backupCodesFileName ?? 'backup-codes.txt'} />
        <Button onClick={props.onDone}>{t('security.backupCodes.saved')}</Button>
      </ScreenLayout>
    );
  }

  if (step.kind === 'password') {
    const title = { add: 'security.enroll.title', remove: 'security.remove.title', regenerate: 'security.backupCodes.regenerate' } as const;
    return (
      <ScreenLayout key={step.kind} title={t(title[step.action])} onBack={props.onDone} initialFocus={codeRef}>
        <Text id={textId}>{t('security.password.text')}</Text>
        {codeForm(
          'password',
          t('security.password.label'),
          (password) => props.onPassword?.(password),
          confirmOrCancel(t('security.password.confirm'), values.code !== ''),
        )}
      </ScreenLayout>
    );
  }

  if (step.kind === 'removing') {
    return (
      <ScreenLayout key={step.kind} title={t('security.remove.title')} onBack={props.onDone} initialFocus={codeRef}>
        <Text id={textId}>{t('security.remove.text')}</Text>
        {codeForm('text', t('security.remove.codeLabel'), props.onRemove, confirmOrCancel(t('security.remove.confirm'), values.code.trim() !== ''))}
      </ScreenLayout>
    );
  }

  return (
    <ScreenLayout key={step.kind} title={t('security.title')} onBack={props.onBack}>
      {error ? <Text role="alert">{error}</Text> : null}
      <div className={styles.item}>
        <Text>{step.totp ? t('security.app.on') : t('security.app.off')}</Text>
        {step.totp ? (
          <Button variant="secondary" onClick={props.onStartRemove} disabled={working}>
            {t('security.app.remove')}
          </Button>
        ) : (
          <Button onClick={props.onAddApp} loading={working} disabled={working}>
            {t('security.app.add')}
          </Button>
        )}
      </div>
      {step.totp ? (
        <div className={styles.item}>
          <Text>{t('security.backupCodes.left', { count: step.backupCodesLeft })}</Text>
          <Button variant="secondary" onClick={props.onRegenerate} disabled={working}>
            {t('security.backupCodes.regenerate')}
          </Button>
        </div>
      ) : null}
      {props.phoneNumber}
      {props.onPasskeys ? (
        <Button variant="text" onClick={props.onPasskeys} className={common.textAction}>
          {t('security.passkeys')}
        </Button>
      ) : null}
    </ScreenLayout>
  );
}
