import { useId, type FormEvent } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { MessageText } from '../../../screens/MessageText';
import { passwordsMessages } from '../messages';
import { passwordResetMessages } from '../resetMessages';
import { sharedMessages } from '../../../i18n/messages/shared';
import { Button } from '../../../primitives/Button';
import { Divider } from '../../../primitives/Divider';
import { PasswordInput } from '../../../primitives/PasswordInput';
import { Spinner } from '../../../primitives/Spinner';
import * as common from '../../../screens/common.css';
import { ErrorBanner } from '../../../screens/ErrorBanner';
import { PasswordStrengthDisplay, type PasswordStrengthModel } from './PasswordStrengthDisplay';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError, SubmitLike } from '../../../screens/types';

export interface PasswordResetFormProps {
  /** loggingIn: stytch_token_type=login; reset: the new-password form. */
  mode: 'loggingIn' | 'reset';
  values: { password: string };
  /** `form`: a failed token login or reset (an expired link), shown above the form. */
  errors: { password: ScreenError | null; form: ScreenError | null };
  status: 'idle' | 'submitting' | 'loggingIn';
  /** The strength display; null before the first check. @defaultValue null */
  strength?: PasswordStrengthModel | null;
  /** The check said valid_password for this password. */
  canSubmit: boolean;
  onPasswordChange(password: string): void;
  onSubmit(event?: SubmitLike): void;
  /** 'Login without a password': back to Main. */
  onLoginWithoutPassword(): void;
}

/** SPEC §2 PasswordResetForm: 'Reset your password', or 'Logging in...' with a login token. */
export function PasswordResetForm(props: PasswordResetFormProps) {
  const { mode, values, errors, status, strength = null, canSubmit } = props;
  const t = useT(passwordsMessages, passwordResetMessages, sharedMessages);
  const strengthId = useId();

  if (mode === 'loggingIn') {
    const failed = status !== 'loggingIn' && errors.form !== null;
    return (
      <ScreenLayout title={t(failed ? 'common.errorTitle' : 'password.loggingIn')} centered={!failed}>
        {failed && errors.form ? (
          <>
            <ErrorBanner error={errors.form} />
            <Button variant="secondary" onClick={props.onLoginWithoutPassword}>
              {t('password.loginWithoutPassword')}
            </Button>
          </>
        ) : (
          <div className={common.centeredRow}>
            <Spinner size="large" label={t('password.loggingIn')} />
          </div>
        )}
      </ScreenLayout>
    );
  }

  const busy = status !== 'idle';
  const showsStrength = strength !== null && strength.policy !== 'none';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit && !busy) props.onSubmit(event);
  };

  return (
    <ScreenLayout title={t('password.resetTitle')}>
      {errors.form ? <ErrorBanner error={errors.form} /> : null}
      <form className={common.stack} onSubmit={submit} noValidate>
        <PasswordInput
          label={t('password.newPassword')}
          showLabel={t('common.showPassword')}
          hideLabel={t('common.hidePassword')}
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => props.onPasswordChange(event.target.value)}
          required
          error={errors.password ? <MessageText error={errors.password} /> : undefined}
          aria-describedby={showsStrength ? strengthId : undefined}
        />
        {showsStrength && strength ? <PasswordStrengthDisplay strength={strength} id={strengthId} /> : null}
        <Button type="submit" loading={status === 'submitting'} disabled={!canSubmit || busy}>
          {t('common.continue')}
        </Button>
      </form>
      <Divider text={t('common.or')} />
      <Button variant="secondary" disabled={busy} onClick={props.onLoginWithoutPassword}>
        {t('password.loginWithoutPassword')}
      </Button>
    </ScreenLayout>
  );
}
