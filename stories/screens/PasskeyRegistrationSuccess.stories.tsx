import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { PasskeyRegistrationSuccess, type PasskeyRegistrationSuccessProps } from '../../src/products/passkeys/screens/PasskeyRegistrationSuccess';
import { errorsById, fromFields, mapped, names } from './controls';
import { withWidget } from './decorators';

const passkeys = [
  { id: 'wr-1', name: 'Google Password Manager' },
  { id: 'wr-2', name: 'Passkey (Nov 22, 2026)' },
];
const passkeyLists = { 'Two passkeys': passkeys, 'The first renamed': [{ id: 'wr-1', name: 'Work laptop' }, passkeys[1]!], None: [] };
const warnings = errorsById('passkey.success.deleteWarning', 'error.passkey_rename_failed', 'error.passkey_delete_failed');

/** The view model as fields: the list and the warning by name, the passkey being renamed and its new name. */
type Args = Omit<PasskeyRegistrationSuccessProps, 'passkeys' | 'editing' | 'warning'> & {
  /** Built from the fields below. */
  editing?: never;
  passkeys: keyof typeof passkeyLists;
  renamingId: 'none' | 'wr-1' | 'wr-2';
  newName: string;
  warning: keyof typeof warnings;
};
const toProps = ({ passkeys: list, renamingId, newName, warning, editing: _editing, ...rest }: Args): PasskeyRegistrationSuccessProps => ({
  ...rest,
  passkeys: passkeyLists[list],
  editing: renamingId === 'none' ? null : { id: renamingId, name: newName },
  warning: warnings[warning],
});
const handlers = {
  onRenameStart: fn(),
  onNameChange: fn(),
  onRenameSave: fn(),
  onRenameCancel: fn(),
  onDeleteStart: fn(),
  onDeleteConfirm: fn(),
  onDeleteCancel: fn(),
  onSetUpAnother: fn(),
  onDone: fn(),
};

const meta = preview.meta({
  title: 'Screens/PasskeyRegistrationSuccess',
  component: mapped<Args>(PasskeyRegistrationSuccess),
  decorators: [withWidget],
  render: (args) => <PasskeyRegistrationSuccess {...toProps(args)} />,
  argTypes: {
    editing: fromFields,
    passkeys: names(passkeyLists),
    renamingId: { control: { type: 'select' }, options: ['none', 'wr-1', 'wr-2'] },
    pendingDelete: { control: { type: 'select', labels: { null: 'none' } }, options: [null, 'wr-1', 'wr-2'] },
    warning: names(warnings),
  },
  args: {
    status: 'ready' as const,
    passkeys: 'Two passkeys' as const,
    renamingId: 'none' as const,
    newName: '',
    pendingDelete: null,
    renaming: false,
    warning: 'none' as const,
    ...handlers,
  },
});

export const List = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Passkey successfully created!' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Existing Passkeys' });
    await expect(list.querySelectorAll('li')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Google Password Manager' }));
    await expect(args.onRenameStart).toHaveBeenCalledWith('wr-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Passkey (Nov 22, 2026)' }));
    await expect(args.onDeleteStart).toHaveBeenCalledWith('wr-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

export const Loading = meta.story({
  args: { status: 'loading', passkeys: 'None' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
});

export const ListFailed = meta.story({
  args: { status: 'failed', passkeys: 'None' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-variant="error"]')).toHaveTextContent('Your passkeys could not be loaded. Please try again.'));
  },
});

export const Empty = meta.story({
  args: { passkeys: 'None' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no passkeys yet.')).toBeVisible();
  },
});

/** Renaming in place: the field takes focus; Set up another and Done are disabled (SPEC §2). */
export const Renaming = meta.story({
  args: { renamingId: 'wr-1', newName: 'Work laptop', renaming: true },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Passkey name' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Set up another Passkey' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Done' })).toBeDisabled();
    // Editing and deleting are exclusive.
    await expect(canvas.getByRole('button', { name: 'Delete Passkey (Nov 22, 2026)' })).toBeDisabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

/** A rename saving: the new name shows at once, the buttons wait for the answer. */
export const RenameSaving = meta.story({
  args: { passkeys: 'The first renamed', renaming: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Work laptop')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Done' })).toBeDisabled();
  },
});

/** SPEC §2: while a delete is pending the buttons are Delete and Cancel, with the warning. */
export const DeletePending = meta.story({
  args: { pendingDelete: 'wr-2', warning: 'passkey.success.deleteWarning' },
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-variant="warning"]')).toHaveTextContent('Once deleted, the passkey cannot be restored.'));
    await expect(canvas.queryByRole('button', { name: 'Set up another Passkey' })).toBeNull();
    // The safe choice has focus.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Rename Google Password Manager' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /^Delete$/ }));
    await expect(args.onDeleteConfirm).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

/** With the keyboard alone, against a stand-in of the flow: rename, then Escape, then focus returns to Rename. */
function KeyboardRename(props: PasskeyRegistrationSuccessProps) {
  const [editing, setEditing] = useState<PasskeyRegistrationSuccessProps['editing']>(null);
  const [list, setList] = useState(props.passkeys);
  return (
    <PasskeyRegistrationSuccess
      {...props}
      passkeys={list}
      editing={editing}
      renaming={editing !== null}
      onRenameStart={(id) => setEditing({ id, name: list.find((p) => p.id === id)!.name })}
      onNameChange={(name) => setEditing((e) => (e ? { ...e, name } : e))}
      onRenameSave={() => {
        setList((l) => l.map((p) => (p.id === editing!.id ? { ...p, name: editing!.name } : p)));
        setEditing(null);
      }}
      onRenameCancel={() => setEditing(null)}
    />
  );
}

export const RenamableList = meta.story({
  render: (args) => <KeyboardRename {...toProps(args)} />,
});
RenamableList.test('renames with the keyboard alone, and Escape gives focus back to Rename', async ({ canvas }) => {
  canvas.getByRole('button', { name: 'Rename Google Password Manager' }).focus();
  await userEvent.keyboard('{Enter}');
  const field = await canvas.findByRole('textbox', { name: 'Passkey name' });
  await waitFor(() => expect(field).toHaveFocus());
  await userEvent.clear(field);
  await userEvent.type(field, 'Work laptop{Enter}');
  const renamed = await canvas.findByRole('button', { name: 'Rename Work laptop' });
  await waitFor(() => expect(renamed).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Rename Work laptop' })).toHaveFocus());
  (document.activeElement as HTMLElement | null)?.blur();
});
