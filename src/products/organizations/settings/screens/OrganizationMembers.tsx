import { useRef } from 'react';
import { Badge } from '../../../../primitives/Badge';
import { Button } from '../../../../primitives/Button';
import { Select } from '../../../../primitives/Select';
import * as hidden from '../../../../primitives/VisuallyHidden.css';
import { useT } from '../../../../i18n/I18nProvider';
import { organizationsMessages } from '../../messages';
import { PersonText } from '../../screens/PersonText';
import { roleName } from '../../screens/roleName';
import { organizationSettingsMessages } from '../messages';
import { ConfirmAction } from './ConfirmAction';
import { SectionNotice, type SectionNoticeValue } from './SectionNotice';
import { useReturnFocus } from './useReturnFocus';
import * as styles from './settings.css';

export interface OrganizationMemberItem {
  userId: string;
  name: string;
  email: string | null;
  role: string;
  isYou: boolean;
  /** The organization's only owner: nobody can demote or remove them. */
  lastOwner: boolean;
  /** The person's role allows changing this member's role. */
  canChangeRole: boolean;
  /** The person's role allows removing this member. */
  canRemove: boolean;
}

export interface OrganizationMembersProps {
  organization: string;
  members: readonly OrganizationMemberItem[];
  /** The roles the person may give. */
  roles: readonly string[];
  /** The member whose removal is being confirmed. */
  confirming: string | null;
  /** The change in flight (`role:<id>`, `remove:<id>`), or null. */
  busy: string | null;
  notice: SectionNoticeValue | null;
  onRoleChange(userId: string, role: string): void;
  onRemove(userId: string): void;
  onCancelRemove(): void;
  onConfirmRemove(): void;
}

/** The organization's members with their roles; a role changed, a member removed, where the person's role allows. */
export function OrganizationMembers({ organization, members, roles, confirming, busy, notice, onRoleChange, onRemove, onCancelRemove, onConfirmRemove }: OrganizationMembersProps) {
  const t = useT(organizationsMessages, organizationSettingsMessages);
  const root = useRef<HTMLDivElement>(null);
  useReturnFocus(root, confirming);
  return (
    <div ref={root} className={styles.form}>
      <SectionNotice notice={notice} />
      <ul role="list" className={styles.list}>
        {members.map((member) => {
          const name = member.name || member.email || member.userId;
          return (
            <li key={member.userId} className={styles.item} data-member={member.email ?? member.userId}>
              <span className={styles.itemText}>
                <span className={styles.itemName}>
                  <bdi>{name}</bdi>
                </span>
                {member.email && member.name ? (
                  <span className={styles.itemValue}>
                    <bdi>{member.email}</bdi>
                  </span>
                ) : null}
                {member.isYou ? <Badge tone="success">{t('organizations.settings.members.you')}</Badge> : null}
                {member.canChangeRole ? null : (
                  <span className={styles.itemValue}>
                    <bdi>{roleName(t, member.role)}</bdi>
                    {member.lastOwner ? ` · ${t('organizations.settings.members.lastOwner')}` : null}
                  </span>
                )}
              </span>
              <span className={styles.rowActions}>
                {member.canChangeRole ? (
                  <Select
                    className={styles.roleSelect}
                    label={<span className={hidden.root}>{t('organizations.settings.members.roleOf', { name })}</span>}
                    value={member.role}
                    disabled={busy !== null}
                    options={(roles.includes(member.role) ? roles : [member.role, ...roles]).map((role) => ({ value: role, label: roleName(t, role) }))}
                    onValueChange={(role) => role !== member.role && onRoleChange(member.userId, role)}
                  />
                ) : null}
                {member.canRemove && confirming !== member.userId ? (
                  <Button variant="secondary" data-opens={member.userId} disabled={busy !== null} aria-label={t('organizations.settings.members.removeLabel', { name })} onClick={() => onRemove(member.userId)}>
                    {t('organizations.settings.members.remove')}
                  </Button>
                ) : null}
              </span>
              {confirming === member.userId ? (
                <ConfirmAction
                  question={<PersonText t={t} id="organizations.settings.members.confirmRemove" values={{ name, organization }} />}
                  confirmLabel={t('organizations.settings.members.remove')}
                  cancelLabel={t('organizations.settings.cancel')}
                  busy={busy === `remove:${member.userId}`}
                  onConfirm={onConfirmRemove}
                  onCancel={onCancelRemove}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
