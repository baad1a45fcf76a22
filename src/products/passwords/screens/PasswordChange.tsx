import { useId, type FormEvent } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { PasswordInput } from '../../../primitives/PasswordInput';
import { Spinner } from '../../../primitives/Spinner';
import { Text } from '../../../primitives/Text';
import { TextInput } from '../../../primitives/TextInput';
import * as common from '../../../screens/common.css';
import { MessageText } from '../../../screens/MessageText';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError } from '../../../screens/types';
import { passwordsMessages } from '../messages';
import { passwordChangeMessages } from '../passwordChangeMessages';
import { PasswordStrengthDisplay, type PasswordStrengthModel } from './PasswordStrengthDisplay';

export interface PasswordChangeProps {
  /** set: a first password; change: with the current one; replace: after confirming it's you, without it. */
  mode: 'set' | 'change' | 'replace';
  status: 'loading' | 'idle' | 'saving';
  /** The account's address, the username a password manager saves the password for; null: none. */
  email: string | null;
  values: { current: string; next: string };
  signOutOthers: boolean;
  /** The new password's strength (SPEC §2 strength display); null before the first check. */
  strength: PasswordStrengthModel | null;
  /** The check said valid_password (and, to change, a current password is typed). */
  canSubmit: boolean;
  errors: { current: ScreenError | null; next: ScreenError | null; form: ScreenError | null };
  onCurrentChange(password: string): void;
  onNextChange(password: string): void;
  onSignOutOthersChange(signOut: boolean): void;
  onSubmit(): void;
  /** "Don't know your current password?": change it without (the session is fresh). */
  onForgot(): void;
  /** @defaultValue undefined (no back arrow) */
  onBack?: () => void;
}

/** The account center's password (docs/account.md "Password"), with the sign-up's strength rules. */
export function PasswordChange(props: PasswordChangeProps) {
  const { mode, status, email, values, signOutOthers, strength, canSubmit, errors } = props;
  const t = useT(passwordsMessages, passwordChangeMessages);
  const strengthId = useId();
  const busy = status !== 'idle';
  const title = mode === 'set' ? t('account.password.setTitle') : t('account.password.changeTitle');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit && !busy) props.onSubmit();
  };
  if (status === 'loading') {
    return (
      <ScreenLayout title={title} onBack={props.onBack}>
        <div role="status" aria-label={t('common.loading')} className={common.centeredRow}>
          <Spinner />
        </div>
      </ScreenLayout>
    );
  }
  const showsStrength = strength !== null && strength.policy !== 'none';
  return (
    <ScreenLayout title={title} onBack={props.onBack}>
      {mode === 'set' ? <Text variant="muted">{t('account.password.setText')}</Text> : null}
      {mode === 'replace' ? <Text variant="muted">{t('account.password.replaceText')}</Text> : null}
      {errors.form ? <Text role="alert" variant="error"><MessageText error={errors.form} /></Text> : null}
      <form className={common.stack} onSubmit={submit} noValidate>
        {/* The username a password manager pairs with the new password. */}
        {email ? <TextInput label={t('common.email')} type="email" autoComplete="username" value={email} disabled readOnly /> : null}
        {mode === 'change' ? (
          <PasswordInput
            label={t('account.password.current')}
            showLabel={t('common.showPassword')}
            hideLabel={t('common.hidePassword')}
            autoComplete="current-password"
            value={values.current}
            onChange={(event) => props.onCurrentChange(event.target.value)}
            required
            error={errors.current ? <MessageText error={errors.current} /> : undefined}
          />
        ) : null}
        <PasswordInput
          label={t('account.password.new')}
          showLabel={t('common.showPassword')}
          hideLabel={t('common.hidePassword')}
          autoComplete="new-password"
          value={values.next}
          onChange={(event) => props.onNextChange(event.target.value)}
          required
          error={errors.next ? <MessageText error={errors.next} /> : undefined}
          aria-describedby={showsStrength ? strengthId : undefined}
        />
        {showsStrength && strength ? <PasswordStrengthDisplay strength={strength} id={strengthId} /> : null}
        {mode === 'change' ? <Checkbox label={t('account.password.signOutOthers')} checked={signOutOthers} disabled={busy} onCheckedChange={props.onSignOutOthersChange} /> : null}
        <Button type="submit" loading={status === 'saving'} disabled={!canSubmit || busy}>
          {mode === 'change' ? t('account.password.changeButton') : t('account.password.setButton')}
        </Button>
        {mode === 'change' ? (
          <Button variant="text" className={common.selfCenter} disabled={busy} onClick={props.onForgot}>
            {t('account.password.forgot')}
          </Button>
        ) : null}
      </form>
    </ScreenLayout>
  );
}
