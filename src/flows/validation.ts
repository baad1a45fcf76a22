/** SPEC §5 validation rules. Each check answers a message id, or null when the input is fine. */
import type { MessageId } from '../i18n/translator';


/**
 * The shared email pattern (SPEC §5): something, an @, then a domain of at least two dot-separated
 * labels, with no spaces anywhere. Its parts never overlap, so it runs in linear time on any input.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

// RFC 5321's limit on a forward path; longer strings cannot be delivered to.
const MAX_EMAIL_LENGTH = 254;

/** The email as it will be sent: surrounding spaces from a paste are not part of an address. */
export const normaliseEmail = (email: string) => email.trim();

export function isValidEmail(email: string): boolean {
  const value = normaliseEmail(email);
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}

/** Which form is asking: the email OTP form words the same failure differently (SPEC §5). */
export type EmailForm = 'magicLink' | 'password' | 'otp';

export function validateEmail(email: string, form: EmailForm): MessageId | null {
  if (isValidEmail(email)) return null;
  return form === 'otp' ? 'validation.emailOtp' : 'validation.emailFormat';
}
