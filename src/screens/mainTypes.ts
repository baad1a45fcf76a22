/**
 * The shapes Main is given. They mirror what the flows produce (`MainLayout`, the form view
 * models) so the widget passes those straight in; a type test in tests/unit/screens keeps them in step.
 */
import type { MessageId } from '../i18n';
import type { FormStatus, ScreenError, SubmitLike } from './types';

/** A Main tab, one per sign-in method (SPEC §2 Main). */
export type MainTabId = 'email-magic-link' | 'email-otp' | 'password' | 'sms' | 'whatsapp';

/** Where on Main a product renders; 'form' and 'passkey' are Main's own, the rest come from `renderGroup`. */
export type MainPartId = 'social' | 'crypto' | 'form' | 'passkey';

export interface MainScreenGroup {
  part: MainPartId;
  /** The configured products that fill this part, in config order. */
  products: readonly string[];
}

export type MainConfigError = 'eml_and_email_otp' | 'passkeys_only';

export interface MainScreenLayout {
  /** Set when the config cannot be shown: Main shows only its message. */
  configError?: MainConfigError;
  /** The parts in display order; an 'or' divider goes between them. */
  groups: readonly MainScreenGroup[];
  /** The method tabs; empty with a single method (SPEC §2: one method, no tabs). */
  tabs: readonly { id: MainTabId; labelId: MessageId }[];
  /** The first available method. */
  defaultTab: MainTabId | null;
  showPasskeyButton: boolean;
}

/** The email forms: magic link, email OTP, password email. */
export interface EmailFormModel {
  values: { email: string };
  errors: { email: ScreenError | null };
  status: FormStatus;
  onEmailChange(email: string): void;
  /** The flow validates and sends; bad input makes no call. */
  onSubmit(event?: SubmitLike): void;
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

/** One view model per tab the layout lists. */
export interface MainForms {
  'email-magic-link'?: EmailFormModel;
  'email-otp'?: EmailFormModel;
  password?: EmailFormModel;
  sms?: PhoneFormModel;
  whatsapp?: PhoneFormModel;
}
