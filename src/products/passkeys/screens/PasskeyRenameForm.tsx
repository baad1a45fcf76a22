import type { FormEvent, KeyboardEvent } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { passkeyRegistrationMessages } from '../registrationMessages';
import { Button } from '../../../primitives/Button';
import { TextInput } from '../../../primitives/TextInput';
import * as styles from './PasskeyList.css';
import type { PasskeyRegistrationSuccessProps } from './passkeyTypes';

export type PasskeyRenameFormProps = { name: string } & Pick<PasskeyRegistrationSuccessProps, 'onNameChange' | 'onRenameSave' | 'onRenameCancel'>;

/** Renames a passkey in place: Enter saves, Escape (or Cancel) keeps the old name. */
export function PasskeyRenameForm({ name, onNameChange, onRenameSave, onRenameCancel }: PasskeyRenameFormProps) {
  const t = useT(passkeyRegistrationMessages);
  const save = (event: FormEvent) => {
    event.preventDefault();
    onRenameSave();
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onRenameCancel();
  };
  return (
    <form className={styles.editor} onSubmit={save} onKeyDown={escape}>
      <TextInput
        label={t('passkey.success.nameLabel')}
        name="passkey-name"
        autoComplete="off"
        maxLength={100}
        required
        autoFocus
        value={name}
        onChange={(event) => onNameChange(event.target.value)}
      />
      <span className={styles.editorActions}>
        <Button type="submit">{t('passkey.success.save')}</Button>
        <Button variant="secondary" onClick={onRenameCancel}>
          {t('passkey.success.cancel')}
        </Button>
      </span>
    </form>
  );
}
