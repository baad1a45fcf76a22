/** The form view models Main's method tabs are given; flows' form hooks produce exactly these. */
import type { ReactNode } from 'react';
import type { FormStatus, ScreenError, SubmitLike } from './types';

/** The email forms: magic link, email OTP, password email. */
export interface EmailFormModel {
  values: { email: string };
  errors: { email: ScreenError | null };
  status: FormStatus;
  onEmailChange(email: string): void;
  /** The flow validates and sends; bad input makes no call. */
  onSubmit(event?: SubmitLike): void;
  /**
   * Another way in for the address sent, drawn beside the form's own button by the product that
   * offers it (enterprise sign-in's 'Continue with {organization}'); submitting the form again goes
   * the form's own way. @defaultValue none
   */
  offer?: ReactNode;
}

/** The text-message and WhatsApp forms. */
export interface PhoneFormModel {
  /** `country`: an ISO region code (SPEC §2: US by default); `phone`: the number as shown. */
  values: { country: string; phone: string };
  errors: { phone: ScreenError | null };
  status: FormStatus;
  onCountryChange(country: string): void;
  onPhoneChange(phone: string): void;
  onSubmit(event?: SubmitLike): void;
}
