/**
 * The passkey registration widget's strings (SPEC §2 PasskeyRegistrationStart and
 * PasskeyRegistrationSuccess, §8): a table of their own, so the Login widget never downloads them.
 * Strings quoted in SPEC.md are copied exactly; "authored" ones fill its gaps.
 */
import { sessionMessages } from '../../i18n/messages/session';

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
