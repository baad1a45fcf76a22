import type { FormEvent } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { MessageText } from '../../../screens/MessageText';
import { otpMessages } from '../messages';
import { Button } from '../../../primitives/Button';
import { PhoneInput, type PhoneValue } from '../../../primitives/PhoneInput';
import * as common from '../../../screens/common.css';
import type { EmailFormModel, PhoneFormModel } from '../../../screens/mainTypes';
import type { ScreenError } from '../../../screens/types';
import { useFocusInvalidAfterSubmit } from '../../../screens/useFocusInvalidAfterSubmit';

/** The model of the OTP tabs: one form serves the email tab (MainEmailForm) and the phone tabs (this form). */
export interface OtpSendFormModel extends EmailFormModel, PhoneFormModel {
  method: 'email' | 'sms' | 'whatsapp';
  values: { email: string; country: string; phone: string };
  errors: { email: ScreenError | null; phone: ScreenError | null };
}

export interface MainPhoneFormProps {
  method: 'sms' | 'whatsapp';
  form: PhoneFormModel;
}

/** SPEC §2 Main SMS and WhatsApp tabs: a country selector, a phone number and the send button. */
export function MainPhoneForm({ method, form }: MainPhoneFormProps) {
  const t = useT(otpMessages);
  const submitting = form.status === 'submitting';
  const { formRef, onSubmitted } = useFocusInvalidAfterSubmit(form.errors.phone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    onSubmitted();
    form.onSubmit(event);
  };
  const change = (next: PhoneValue) => {
    if (next.country !== form.values.country) form.onCountryChange(next.country);
    if (next.national !== form.values.phone) form.onPhoneChange(next.national);
  };
  return (
    <form ref={formRef} className={common.tight} onSubmit={submit} noValidate>
      <PhoneInput
        label={t('common.phoneNumber')}
        countryLabel={t('common.country')}
        placeholder={t('main.phonePlaceholder')}
        locale={t.lang}
        required
        country={form.values.country}
        value={form.values.phone}
        onValueChange={change}
        error={form.errors.phone ? <MessageText error={form.errors.phone} /> : undefined}
      />
      <Button type="submit" loading={submitting}>
        {t(method === 'sms' ? 'main.continueWithSms' : 'main.continueWithWhatsapp')}
      </Button>
    </form>
  );
}
