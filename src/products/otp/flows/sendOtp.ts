/** The one OTP send call, shared by Main's form and the resend button (SPEC §7 otps.*.loginOrCreate). */
import type { AuthClient, OTPLoginOrCreateOptions, OTPMethod } from '../../../client/types';
import type { ResolvedConfig } from '../../../flows/config';

/** Sends a code to an email address or an E.164 phone number; answers the new method id. */
export function sendOtp(client: AuthClient, config: ResolvedConfig, method: OTPMethod, destination: string) {
  const { expirationMinutes, loginTemplateId, signupTemplateId, locale } = config.otpOptions;
  const options: OTPLoginOrCreateOptions = { expirationMinutes };
  if (locale) options.locale = locale;
  if (method === 'email') {
    // Templates exist for email only (SPEC §7).
    if (loginTemplateId) options.loginTemplateId = loginTemplateId;
    if (signupTemplateId) options.signupTemplateId = signupTemplateId;
    return client.otps.email.loginOrCreate(destination, options);
  }
  return client.otps[method].loginOrCreate(destination, options);
}
