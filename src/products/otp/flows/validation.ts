/** SPEC §5 OTP input rules; the code screen is the OTP product's, so they travel with it. */
import { OTP_LENGTH } from '../../../client/constants';
import type { MessageId } from '../../../i18n/translator';

/** SPEC §5: the OTP input keeps digits only, at most 6. */
export function sanitiseOtpInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function validateOtpCode(code: string): MessageId | null {
  return /^\d{6}$/.test(code) ? null : 'validation.codeFormat';
}
