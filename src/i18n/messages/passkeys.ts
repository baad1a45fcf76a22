/**
 * Passkey sign-in and registration (SPEC §2, §8): travels with the passkeys product.
 * Strings quoted in SPEC.md are copied exactly; "authored" ones fill its gaps.
 */
import { sessionMessages } from './session';

export const passkeysMessages = {
  // SPEC §2: the config this product refuses
  'main.configError.passkeysOnly': 'Error: Cannot use Passkeys by itself, please add another product to the config.',
  ...sessionMessages,
  'main.loginWithPasskey': 'Login with a Passkey',

  // Passkeys (SPEC §2 Passkey screens, §8)
  'passkey.registration.title': 'Set up a new Passkey',
  'passkey.registration.create': 'Create a Passkey',
  'passkey.registration.skip': 'Skip',
  'passkey.registration.noUser': 'Error: Cannot use PasskeyRegistration component without active user authenticated.',
  'passkey.success.title': 'Passkey successfully created!',
  'passkey.success.existing': 'Existing Passkeys',
  'passkey.success.setUpAnother': 'Set up another Passkey',
  'passkey.success.done': 'Done',
  'passkey.success.rename': 'Rename', // authored
  'passkey.success.save': 'Save', // authored
  'passkey.success.delete': 'Delete',
  'passkey.success.cancel': 'Cancel',
  'passkey.success.deleteWarning': 'Once deleted, the passkey cannot be restored.',
  'passkey.confirmation.text': 'Your Passkey has been successfully authenticated.',
  'error.passkey_unknown': 'Unknown error occurred during passkey authentication. Please try again.',
  'error.webauthn_registration_not_found':
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  'error.duplicate_webauthn_registration':
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  'error.passkey_not_created':
    'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
  'error.passkey_rename_failed': 'The passkey could not be renamed. Please try again.', // authored
  'error.passkey_delete_failed': 'The passkey could not be deleted. Please try again.', // authored
} as const;
