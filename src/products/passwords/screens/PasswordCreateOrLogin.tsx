import { useId, type FormEvent } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { MessageText } from '../../../screens/MessageText';
import { passwordsMessages } from '../messages';
import { Button } from '../../../primitives/Button';
import { PasswordInput } from '../../../primitives/PasswordInput';
import { Text } from '../../../primitives/Text';
import { TextInput } from '../../../primitives/TextInput';
import * as common from '../../../screens/common.css';
import { ErrorBanner } from '../../../screens/ErrorBanner';
import { IsolatedValue } from '../../../screens/IsolatedValue';
import { PasswordStrengthDisplay, type PasswordStrengthModel } from './PasswordStrengthDisplay';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError, SubmitLike } from '../../../screens/types';

/** create: a new user sets a password; login: a password user; passwordless: a user without one. */
export type PasswordMode = 'create' | 'login' | 'passwordless';

export interface PasswordCreateOrLoginProps {
  mode: PasswordMode;
  /** The looked-up email, shown in a disabled field. */
  email: string;
  values: { password: string };
  errors: { password: ScreenError | null };
  /** submitting: create or log in; sendingEmail: a reset email is on its way. */
  status: 'idle' | 'submitting' | 'sendingEmail';
  /** create: the strength display; null before the first check. @defaultValue null */
  strength?: PasswordStrengthModel | null;
  /** create: the check said valid_password; login: a password is typed. */
  canSubmit: boolean;
  onPasswordChange(password: string): void;
  onSubmit(event?: SubmitLike): void;
  /** 'Forgot Password?' (login). */
  onForgotPassword(): void;
  /** 'Create password' (passwordless user): sends a reset email first. */
  onCreatePassword(): void;
  /** @defaultValue undefined */
  onBack?: () => void;
}

/** SPEC §2 PasswordCreateOrLogin: a password for the looked-up email, to sign up or to log in. */
export function PasswordCreateOrLogin(props: PasswordCreateOrLoginProps) {
  const { mode, email, values, errors, status, strength = null, canSubmit } = props;
  const t = useT(passwordsMessages);
  const strengthId = useId();
  const busy = status !== 'idle';
  const error = errors.password ? <MessageText error={errors.password} /> : undefined;
  const showsStrength = mode === 'create' && strength !== null && strength.policy !== 'none';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit && !busy) props.onSubmit(event);
  };

  const title = mode === 'create' ? 'password.createTitle' : mode === 'login' ? 'password.loginTitle' : 'password.passwordlessTitle';
  const text = mode === 'create' ? 'password.createText' : mode === 'login' ? 'password.loginText' : 'password.passwordlessText';

  return (
    <ScreenLayout title={t(title)} onBack={props.onBack}>
      {mode === 'passwordless' && errors.password ? <ErrorBanner error={errors.password} /> : null}
      <Text variant="muted">
        <IsolatedValue text={t(text, { email })} value={email} />
      </Text>
      <form className={common.stack} onSubmit={submit} noValidate>
        {/* Disabled, but still the username a password manager pairs with the password. */}
        <TextInput label={t('common.email')} type="email" autoComplete="username" value={email} disabled readOnly />
        {mode === 'passwordless' ? (
          <Button type="button" loading={status === 'sendingEmail'} disabled={busy} onClick={props.onCreatePassword}>
            {t('password.createPassword')}
          </Button>
        ) : (
          <>
            <PasswordInput
              label={t('common.password')}
              showLabel={t('common.showPassword')}
              hideLabel={t('common.hidePassword')}
              autoComplete={mode === 'create' ? 'new-password' : 'current-password'}
              value={values.password}
              onChange={(event) => props.onPasswordChange(event.target.value)}
              required
              error={error}
              aria-describedby={showsStrength ? strengthId : undefined}
            />
            {showsStrength && strength ? <PasswordStrengthDisplay strength={strength} id={strengthId} /> : null}
            <Button type="submit" loading={status === 'submitting'} disabled={!canSubmit || busy}>
              {t('common.continue')}
            </Button>
            {mode === 'login' ? (
              <Button
                variant="text"
                className={common.selfCenter}
                loading={status === 'sendingEmail'}
                disabled={busy}
                onClick={props.onForgotPassword}
              >
                {t('password.forgot')}
              </Button>
            ) : null}
          </>
        )}
      </form>
    </ScreenLayout>
  );
}
