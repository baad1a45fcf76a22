import { lazy, Suspense, type FormEvent } from 'react';
import { useT } from '../i18n/I18nProvider';
import { Button } from '../primitives/Button';
import { TextInput } from '../primitives/TextInput';
import * as common from './common.css';
import { useFocusInvalidAfterSubmit } from './useFocusInvalidAfterSubmit';
import type { EmailFormModel } from './mainTypes';

// An error's links (MessageText) download with the first error, not with Main. Until they
// arrive the field shows, and the live region speaks, the same words as plain text.
const MessageText = lazy(() => import('./sharedParts').then((m) => ({ default: m.MessageText })));

export interface MainEmailFormProps {
  form: EmailFormModel;
  /** 'username' on the password form so password managers pair it with the password. @defaultValue 'email' */
  autoComplete?: string;
  /** The browser offers passkeys in this field's autofill (SPEC §2, §4): it asks for 'username webauthn'. @defaultValue false */
  passkeyAutofill?: boolean;
}

/** SPEC §2 Main email tab: an email field and 'Continue with email'. */
export function MainEmailForm({ form, autoComplete = 'email', passkeyAutofill = false }: MainEmailFormProps) {
  const t = useT();
  const submitting = form.status === 'submitting';
  const { formRef, onSubmitted } = useFocusInvalidAfterSubmit(form.errors.email);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    onSubmitted();
    form.onSubmit(event);
  };
  return (
    // noValidate: our own messages (SPEC §5), not the browser's bubbles; `required` still marks the field.
    <form ref={formRef} className={common.tight} onSubmit={submit} noValidate>
      <TextInput
        label={t('common.email')}
        type="email"
        name="email"
        inputMode="email"
        autoComplete={passkeyAutofill ? 'username webauthn' : autoComplete}
        placeholder={t('main.emailPlaceholder')}
        required
        value={form.values.email}
        onChange={(event) => form.onEmailChange(event.target.value)}
        error={
          form.errors.email ? (
            <Suspense fallback={t.lookup(form.errors.email.id, form.errors.email.values) ?? form.errors.email.message ?? t('error.unknown')}>
              <MessageText error={form.errors.email} />
            </Suspense>
          ) : undefined
        }
      />
      {form.offer}
      <Button type="submit" variant={form.offer ? 'secondary' : 'primary'} loading={submitting}>
        {t('main.continueWithEmail')}
      </Button>
    </form>
  );
}
