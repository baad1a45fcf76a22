/**
 * The security widget's words for the account's phone number (adding, changing and removing it),
 * loaded with that widget's chunk only. Every string is authored, except SPEC §5's phone format
 * error and the phone field's words, which read as the otp slice has them. The last three errors are
 * the servers' own (the emulator's and portico()'s), worded here so no server English reaches the page.
 */
export const phoneMessages = {
  'common.phoneNumber': 'Phone number',
  'common.country': 'Country',
  'main.phonePlaceholder': '(123) 456-7890',
  'validation.phoneFormat': 'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
  'security.phone.none': 'Phone number: not added',
  'security.phone.on': 'Codes by text message: {phone}',
  'security.phone.off': 'Phone number: {phone} (codes by text message off)',
  'security.phone.add': 'Add phone number',
  'security.phone.change': 'Change number',
  'security.phone.remove': 'Remove number',
  'security.phone.enable': 'Turn on codes by text',
  'security.phone.addTitle': 'Add a phone number',
  'security.phone.changeTitle': 'Change your phone number',
  'security.phone.text': 'We’ll text a 6-digit code to this number. Once you enter it, sign-ins can ask for a code sent to it.',
  'security.phone.send': 'Send code',
  'security.phone.codeTitle': 'Check your phone',
  'security.phone.codeText': 'Enter the 6-digit code we sent by text message to {phone}.',
  'security.phone.resend': 'Send a new code',
  'security.phone.added': 'Phone number added',
  'security.phone.enableTitle': 'Turn on codes by text message',
  'security.phone.enableText': 'Enter your password to turn on codes by text message to {phone}.',
  'security.phone.removeTitle': 'Remove phone number',
  'security.phone.removeText': 'Sign-ins will no longer send codes to {phone}.',
  'security.phone.removed': 'Phone number removed',
  // Before a number on file is replaced or removed: a code texted to it (a stolen session cannot swap it).
  'security.phone.currentTitle': 'Confirm it’s you',
  'security.phone.currentText': 'Enter the code sent to {phone}.',
  'security.phone.lost': 'Lost this phone? Contact support to change or remove the number.',
  // SPEC §8, as the otp slice words them; the last: the number is another account's (PHONE_NUMBER_EXIST on Better Auth).
  'error.invalid_phone_number': 'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
  'error.invalid_phone_number_country_code': "The phone number's country code is invalid, unsupported, or disabled.",
  'error.duplicate_member_phone_number': 'A member with the specified phone number already exists for this organization.',
  'error.last_second_factor': 'This number is your only second step. Add an authenticator app before removing it.',
  'error.phone_number_confirmation_required': 'To change or remove your number, first enter a code sent to it.',
  'error.phone_number_not_found': 'This account has no phone number.',
} as const;
