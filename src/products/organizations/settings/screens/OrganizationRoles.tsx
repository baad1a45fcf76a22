import { useEffect, useRef, type FormEvent } from 'react';
import type { OrganizationPermission } from '../../../../client/organizationTypes';
import { Badge } from '../../../../primitives/Badge';
import { Button } from '../../../../primitives/Button';
import { Checkbox } from '../../../../primitives/Checkbox';
import { Heading } from '../../../../primitives/Heading';
import { TextInput } from '../../../../primitives/TextInput';
import { useT } from '../../../../i18n/I18nProvider';
import type { MessageId } from '../../../../i18n/translator';
import { organizationsMessages } from '../../messages';
import { roleName } from '../../screens/roleName';
import { organizationSettingsMessages } from '../messages';
import { ConfirmAction } from './ConfirmAction';
import { SectionNotice, type SectionNoticeValue } from './SectionNotice';
import { useReturnFocus } from './useReturnFocus';
import * as styles from './settings.css';

export interface RoleItem {
  role: string;
  permissions: readonly OrganizationPermission[];
  builtIn: boolean;
}

export interface RoleEditorState {
  mode: 'new' | 'edit';
  name: string;
  permissions: readonly OrganizationPermission[];
}

export interface OrganizationRolesProps {
  roles: readonly RoleItem[];
  /** The person may create, edit and delete roles (`roles:manage`). */
  canManage: boolean;
  /** The permissions the person holds, the only ones they may put in a role, in the editor's order. */
  grantable: readonly OrganizationPermission[];
  editor: RoleEditorState | null;
  nameError: MessageId | null;
  /** The role whose deletion is being confirmed. */
  confirming: string | null;
  busy: string | null;
  notice: SectionNoticeValue | null;
  onNew(): void;
  onEdit(role: string): void;
  onCancelEdit(): void;
  onNameChange(name: string): void;
  onPermissionChange(permission: OrganizationPermission, on: boolean): void;
  onSave(): void;
  onDelete(role: string): void;
  onCancelDelete(): void;
  onConfirmDelete(): void;
}

const ALL: readonly OrganizationPermission[] = ['organization:update', 'organization:delete', 'members:invite', 'members:remove', 'members:update_role', 'roles:manage', 'sso:manage', 'domains:manage'];

/** The organization's roles: the built-in ones to read, the host's own to create, edit and delete. */
export function OrganizationRoles(props: OrganizationRolesProps) {
  const { roles, canManage, grantable, editor, nameError, confirming, busy, notice } = props;
  const t = useT(organizationsMessages, organizationSettingsMessages);
  const root = useRef<HTMLDivElement>(null);
  const editorHeading = useRef<HTMLHeadingElement>(null);
  useReturnFocus(root, confirming);
  useReturnFocus(root, editor ? 'editor' : null);
  // The editor's heading takes the focus when it opens: the person hears which role they edit.
  useEffect(() => editorHeading.current?.focus(), [editor?.mode, editor?.mode === 'edit' ? editor.name : null]);
  const permissionsText = (permissions: readonly OrganizationPermission[]) =>
    permissions.length ? new Intl.ListFormat(t.lang, { style: 'short', type: 'unit' }).format(permissions.map((p) => t(`organizations.permission.${p}`))) : t('organizations.settings.roles.noPermissions');

  if (editor) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      props.onSave();
    };
    return (
      <div ref={root} className={styles.form}>
        <Heading ref={editorHeading} level={3}>
          {editor.mode === 'new' ? t('organizations.settings.roles.new') : t('organizations.settings.roles.editTitle', { role: editor.name })}
        </Heading>
        <SectionNotice notice={notice} />
        <form className={styles.form} onSubmit={submit} noValidate>
          {editor.mode === 'new' ? (
            <TextInput
              label={t('organizations.settings.roles.name')}
              hint={t('organizations.settings.roles.nameHint')}
              value={editor.name}
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
              maxLength={40}
              required
              error={nameError ? t(nameError) : undefined}
              onChange={(event) => props.onNameChange(event.target.value)}
            />
          ) : null}
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('organizations.settings.roles.permissions')}</legend>
            {ALL.map((permission) => (
              <Checkbox
                key={permission}
                label={t(`organizations.permission.${permission}`)}
                checked={editor.permissions.includes(permission)}
                // A role grants no more than its author holds.
                disabled={!grantable.includes(permission)}
                onCheckedChange={(on) => props.onPermissionChange(permission, on)}
              />
            ))}
          </fieldset>
          <span className={styles.rowActions}>
            <Button type="submit" loading={busy === 'save'}>
              {t('organizations.settings.roles.save')}
            </Button>
            <Button variant="secondary" disabled={busy === 'save'} onClick={props.onCancelEdit}>
              {t('organizations.settings.cancel')}
            </Button>
          </span>
        </form>
      </div>
    );
  }

  return (
    <div ref={root} className={styles.form}>
      <SectionNotice notice={notice} />
      <ul role="list" className={styles.list}>
        {roles.map((row) => {
          const name = roleName(t, row.role);
          return (
            <li key={row.role} className={styles.item} data-role={row.role}>
              <span className={styles.itemText}>
                <span className={styles.itemName}>
                  <bdi>{name}</bdi>
                </span>
                {row.builtIn ? <Badge tone="success">{t('organizations.settings.roles.builtIn')}</Badge> : null}
                <span className={styles.itemValue}>{permissionsText(row.permissions)}</span>
              </span>
              {canManage && !row.builtIn && confirming !== row.role ? (
                <span className={styles.rowActions}>
                  <Button variant="secondary" data-opens={`edit:${row.role}`} disabled={busy !== null} aria-label={t('organizations.settings.roles.editLabel', { role: name })} onClick={() => props.onEdit(row.role)}>
                    {t('organizations.settings.roles.edit')}
                  </Button>
                  <Button variant="secondary" data-opens={row.role} disabled={busy !== null} aria-label={t('organizations.settings.roles.deleteLabel', { role: name })} onClick={() => props.onDelete(row.role)}>
                    {t('organizations.settings.roles.delete')}
                  </Button>
                </span>
              ) : null}
              {confirming === row.role ? (
                <ConfirmAction
                  question={t('organizations.settings.roles.confirmDelete', { role: name })}
                  confirmLabel={t('organizations.settings.roles.delete')}
                  cancelLabel={t('organizations.settings.cancel')}
                  busy={busy === `delete:${row.role}`}
                  onConfirm={props.onConfirmDelete}
                  onCancel={props.onCancelDelete}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {canManage ? (
        <Button variant="secondary" data-opens="editor" onClick={props.onNew}>
          {t('organizations.settings.roles.new')}
        </Button>
      ) : null}
    </div>
  );
}
