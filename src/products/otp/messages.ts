/**
 * OTPAuthenticate, OTPConfirmation and the OTP forms' validation (SPEC §2, §5): travels with the OTP product.
 * Strings quoted in SPEC.md are copied exactly; "authored" ones fill its gaps.
 */

export const otpMessages = {
  // SPEC §2: the config this product refuses
  'main.configError.emlAndEmailOtp': 'Error: Cannot use both EML and Email OTP',
  // Main's phone forms and the code field
  'common.oneTimePasscode': 'One-time passcode',
  'common.phoneNumber': 'Phone number',
  'common.country': 'Country', // authored
  'main.phonePlaceholder': '(123) 456-7890',
  'main.continueWithSms': 'Continue with text message',
  'main.continueWithWhatsapp': 'Continue with WhatsApp',

  // OTPAuthenticate and OTPConfirmation (SPEC §2)
  'otp.title': 'Enter passcode', // authored
  'otp.sentTo': 'A 6-digit passcode was sent to you at {destination}.', // authored
  'otp.expiresIn': 'Your code expires in {time}.', // authored
  'otp.expired': 'Your code has expired.',
  'otp.verifying': 'Verifying passcode...',
  'otp.didntGetIt': "Didn't get it?",
  'otp.resend.initial': 'Resend code', // authored
  'otp.resend.sending': 'Sending...', // authored
  'otp.resend.sent': 'Code sent', // authored
  'otp.resend.waiting': 'Resend code', // authored
  'otp.resend.waitingFor': 'Resend code in {time}', // authored
  'otp.resent.email': 'Email resent',
  'otp.resent.sms': 'Text message resent', // authored: SPEC gives the email toast only
  'otp.resent.whatsapp': 'WhatsApp message resent', // authored
  'otp.confirmation.title': 'Success!',
  'otp.confirmation.text': 'Your passcode has been successfully verified.',
  'validation.phoneFormat': 'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
  'validation.codeFormat': 'Code format is invalid, please try again.',

  // Server errors of this product's calls (SPEC §8)
  'error.invalid_phone_number': 'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
  'error.invalid_code': 'Code format is invalid, please try again.',
  'error.invalid_phone_number_country_code': "The phone number's country code is invalid, unsupported, or disabled.",
  'error.duplicate_member_phone_number': 'A member with the specified phone number already exists for this organization.',
  // The emulator's and portico-server's throttle of code sends (not in SPEC §8); the security widget words it the same.
} as const;
