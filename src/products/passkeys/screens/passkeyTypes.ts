/** The passkey management screen's view model (SPEC §2 PasskeyRegistrationSuccess), which its list and rename form share. */
import type { ScreenError } from '../../../screens/types';

export interface PasskeyListItem {
  id: string;
  name: string;
}

export interface PasskeyRegistrationSuccessProps {
  /** loading: the list is on its way; failed: it could not be read. */
  status: 'loading' | 'ready' | 'failed';
  passkeys: readonly PasskeyListItem[];
  /** The passkey being renamed, with the name typed so far. */
  editing: { id: string; name: string } | null;
  /** The passkey whose delete waits for 'Delete' or 'Cancel'. */
  pendingDelete: string | null;
  /** A rename is open or saving: 'Set up another Passkey' and 'Done' are disabled (SPEC §2). */
  renaming: boolean;
  /** SPEC §2: 'Once deleted, the passkey cannot be restored.' while a delete is pending. */
  warning: ScreenError | null;
  onRenameStart(id: string): void;
  onNameChange(name: string): void;
  onRenameSave(): void;
  onRenameCancel(): void;
  onDeleteStart(id: string): void;
  onDeleteConfirm(): void;
  onDeleteCancel(): void;
  onSetUpAnother(): void;
  onDone(): void;
}
