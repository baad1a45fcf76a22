/**
 * Passkey sign-in on the Login widget (SPEC §2 Main and PasskeyConfirmation, §8). The registration
 * widget's strings are in passkeyRegistration.ts, so each widget downloads only its own English.
 * Strings quoted in SPEC.md are copied exactly; "authored" ones fill its gaps.
 */

/** Main's passkey button and autofill, and PasskeyConfirmation. */
export const passkeySignInMessages = {
  // SPEC §2: the config this product refuses
  'main.configError.passkeysOnly': 'Error: Cannot use Passkeys by itself, please add another product to the config.',
  'main.loginWithPasskey': 'Login with a Passkey',
  'passkey.confirmation.text': 'Your Passkey has been successfully authenticated.',
  'error.passkey_unknown': 'Unknown error occurred during passkey authentication. Please try again.',
  'error.webauthn_registration_not_found':
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
} as const;

/** The Login widget's passkey strings, under the name every product's table has. */
export const passkeysMessages = passkeySignInMessages;
