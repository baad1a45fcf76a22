/**
 * SPEC §2 PasskeyRegistrationSuccess and §4 passkey registration: the person's passkeys, renamed in
 * place and deleted after a confirmation, both applied at once and undone with an error toast if
 * the server refuses. Renaming and deleting are exclusive.
 */
import { useEffect, useRef, useState } from 'react';
import type { PasskeyListItem, PasskeyRegistrationSuccessProps } from '../screens/PasskeyRegistrationSuccess';
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';

export type PasskeyManagerViewModel = PasskeyRegistrationSuccessProps;

/** SPEC §4: starting a delete sets this error descriptor (the screen's warning); confirming clears it. */
export const DELETE_WARNING = { id: 'passkey.success.deleteWarning' } as const;

export function usePasskeyManager(args: FlowArgs): PasskeyManagerViewModel {
  const runtime = useFlowRuntime(args);
  const [passkeys, setPasskeys] = useState<readonly PasskeyListItem[] | null>(null);
  const [listFailed, setListFailed] = useState(false);
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);
  const [saving, setSaving] = useState(0);
  // Read by handlers between renders, so two quick presses see each other.
  const busy = useRef({ editing: false, deleting: false });
  busy.current = { editing: editing !== null, deleting: pendingDelete !== null };

  useEffect(() => {
    let current = true;
    runtime.args.client.user.get().then(
      (user) => current && setPasskeys(user.webauthn_registrations.map((r) => ({ id: r.webauthn_registration_id, name: r.name }))),
      (error: unknown) => {
        runtime.fail(error);
        if (current) setListFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [runtime]);

  const { dispatch } = args;
  const clearWarning = () => dispatch({ type: 'clear_error_descriptor' });
  const setName = (id: string, name: string) =>
    setPasskeys((list) => list?.map((passkey) => (passkey.id === id ? { ...passkey, name } : passkey)) ?? list);

  const onRenameSave = async () => {
    if (!editing) return;
    const before = passkeys?.find((passkey) => passkey.id === editing.id);
    const name = editing.name.trim();
    setEditing(null);
    if (!before || !name || name === before.name) return;
    setName(before.id, name); // SPEC §4: applied optimistically
    setSaving((count) => count + 1);
    try {
      await runtime.args.client.webauthn.update({ webauthn_registration_id: before.id, name });
    } catch (error) {
      runtime.fail(error);
      runtime.notify({ id: 'error.passkey_rename_failed', kind: 'error' });
      if (runtime.isMounted()) setName(before.id, before.name);
    } finally {
      if (runtime.isMounted()) setSaving((count) => count - 1);
    }
  };

  const onDeleteConfirm = async () => {
    const id = pendingDelete;
    const list = passkeys ?? [];
    const index = list.findIndex((passkey) => passkey.id === id);
    setPendingDelete(null);
    clearWarning();
    if (index < 0) return;
    const removed = list[index]!;
    setPasskeys((shown) => shown?.filter((passkey) => passkey.id !== removed.id) ?? shown); // SPEC §4: optimistically
    try {
      await runtime.args.client.webauthn.delete(removed.id);
    } catch (error) {
      runtime.fail(error);
      runtime.notify({ id: 'error.passkey_delete_failed', kind: 'error' });
      // Back where it was, among whatever the list holds now.
      if (runtime.isMounted()) setPasskeys((shown) => (shown ? [...shown.slice(0, index), removed, ...shown.slice(index)] : shown));
    }
  };

  return {
    status: passkeys ? 'ready' : listFailed ? 'failed' : 'loading',
    passkeys: passkeys ?? [],
    editing,
    pendingDelete,
    renaming: editing !== null || saving > 0,
    warning: pendingDelete !== null ? args.state.formState.errorDescriptor : null,
    onRenameStart: (id) => {
      if (busy.current.deleting || busy.current.editing) return;
      const passkey = passkeys?.find((candidate) => candidate.id === id);
      if (!passkey) return;
      busy.current.editing = true;
      setEditing({ id, name: passkey.name });
    },
    onNameChange: (name) => setEditing((current) => (current ? { ...current, name } : current)),
    onRenameSave,
    onRenameCancel: () => setEditing(null),
    onDeleteStart: (id) => {
      if (busy.current.deleting || busy.current.editing) return;
      busy.current.deleting = true;
      setPendingDelete(id);
      dispatch({ type: 'set_error_descriptor', errorDescriptor: DELETE_WARNING });
    },
    onDeleteConfirm,
    onDeleteCancel: () => {
      setPendingDelete(null);
      clearWarning();
    },
    onSetUpAnother: () => dispatch({ type: 'transition', screen: 'PasskeyRegistrationStart' }),
    onDone: () => runtime.emit({ type: 'PasskeyDone', data: {} }),
  };
}
