/**
 * Passkey sign-in and registration (SPEC §2, §8). Two tables, so each widget downloads only its own
 * English: the Login widget's passkeys product brings `passkeySignInMessages`, the passkey
 * registration widget `passkeyRegistrationMessages`. Strings quoted in SPEC.md are copied exactly;
 * "authored" ones fill its gaps.
 */
import { sessionMessages } from './session';

/** Main's passkey button and autofill, and PasskeyConfirmation. */
export const passkeySignInMessages = {
  // SPEC §2: the config this product refuses
  'main.configError.passkeysOnly': 'Error: Cannot use Passkeys by itself, please add another product to the config.',
  'main.loginWithPasskey': 'Login with a Passkey',
  'passkey.confirmation.text': 'Your Passkey has been successfully authenticated.',
  'error.passkey_unknown': 'Unknown error occurred during passkey authentication. Please try again.',
  'error.webauthn_registration_not_found':
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  // A passkey the server could not verify (another user's, or a replayed answer; SPEC §8)
  'error.unauthorized_credentials': 'Unauthorized credentials.',
} as const;

/** The passkey registration widget: PasskeyRegistrationStart and PasskeyRegistrationSuccess. */
export const passkeyRegistrationMessages = {
  ...sessionMessages,
  'passkey.registration.title': 'Set up a new Passkey',
  'passkey.registration.create': 'Create a Passkey',
  'passkey.registration.skip': 'Skip',
  'passkey.registration.noUser': 'Error: Cannot use PasskeyRegistration component without active user authenticated.',
  'passkey.success.title': 'Passkey successfully created!',
  'passkey.success.existing': 'Existing Passkeys',
  'passkey.success.none': 'You have no passkeys yet.', // authored
  'passkey.success.setUpAnother': 'Set up another Passkey',
  'passkey.success.done': 'Done',
  'passkey.success.rename': 'Rename', // authored
  'passkey.success.renameNamed': 'Rename {name}', // authored: the rename control's accessible name
  'passkey.success.nameLabel': 'Passkey name', // authored
  'passkey.success.save': 'Save', // authored
  'passkey.success.delete': 'Delete',
  'passkey.success.deleteNamed': 'Delete {name}', // authored: the delete control's accessible name
  'passkey.success.cancel': 'Cancel',
  'passkey.success.deleteWarning': 'Once deleted, the passkey cannot be restored.',
  'error.duplicate_webauthn_registration':
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  'error.passkey_not_created':
    'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
  'error.passkey_list_failed': 'Your passkeys could not be loaded. Please try again.', // authored
  'error.passkey_rename_failed': 'The passkey could not be renamed. Please try again.', // authored
  'error.passkey_delete_failed': 'The passkey could not be deleted. Please try again.', // authored
} as const;

/** Every passkey string, for the whole English catalogue (en.ts). */
export const passkeysMessages = { ...passkeySignInMessages, ...passkeyRegistrationMessages } as const;
