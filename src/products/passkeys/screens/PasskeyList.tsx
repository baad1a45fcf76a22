import { useT } from '../../../i18n/I18nProvider';
import { passkeyRegistrationMessages } from '../registrationMessages';
import { Button } from '../../../primitives/Button';
import * as common from '../../../screens/common.css';
import * as styles from './PasskeyList.css';
import { PasskeyRenameForm } from './PasskeyRenameForm';
import type { PasskeyRegistrationSuccessProps } from './passkeyTypes';

export type PasskeyListProps = Pick<
  PasskeyRegistrationSuccessProps,
  'passkeys' | 'editing' | 'pendingDelete' | 'onRenameStart' | 'onNameChange' | 'onRenameSave' | 'onRenameCancel' | 'onDeleteStart'
> & { labelledBy: string };

/** The person's passkeys, each renamed in place or marked for deletion (SPEC §2 PasskeyRegistrationSuccess). */
export function PasskeyList({ passkeys, editing, pendingDelete, labelledBy, ...on }: PasskeyListProps) {
  const t = useT(passkeyRegistrationMessages);
  // SPEC §2: editing and deleting are exclusive.
  const locked = editing !== null || pendingDelete !== null;
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {passkeys.map(({ id, name }) => (
        <li key={id} className={styles.row} data-passkey-id={id} data-state={pendingDelete === id ? 'deleting' : undefined}>
          {editing?.id === id ? (
            <PasskeyRenameForm name={editing.name} {...on} />
          ) : (
            <>
              <span className={styles.name}>{name}</span>
              <span className={styles.actions}>
                <Button variant="text" className={common.textAction} data-action="rename" aria-label={t('passkey.success.renameNamed', { name })} disabled={locked} onClick={() => on.onRenameStart(id)}>
                  {t('passkey.success.rename')}
                </Button>
                <Button variant="text" className={common.textAction} data-action="delete" aria-label={t('passkey.success.deleteNamed', { name })} disabled={locked} onClick={() => on.onDeleteStart(id)}>
                  {t('passkey.success.delete')}
                </Button>
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
