import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from '../../../../primitives/Button';
import { Heading } from '../../../../primitives/Heading';
import { Select } from '../../../../primitives/Select';
import { Spinner } from '../../../../primitives/Spinner';
import { Text } from '../../../../primitives/Text';
import { TextInput } from '../../../../primitives/TextInput';
import { useT } from '../../../../i18n/I18nProvider';
import type { MessageId } from '../../../../i18n/translator';
import * as common from '../../../../screens/common.css';
import { organizationsMessages } from '../../messages';
import { PersonText } from '../../screens/PersonText';
import { roleName } from '../../screens/roleName';
import { organizationSettingsMessages } from '../messages';
import { ConfirmAction } from './ConfirmAction';
import { SectionNotice, type SectionNoticeValue } from './SectionNotice';
import { useReturnFocus } from './useReturnFocus';
import * as styles from './settings.css';

export interface PendingInvitationItem {
  id: string;
  email: string;
  role: string;
  /** ISO 8601. */
  expiresAt: string;
}

export interface OrganizationInvitationsProps {
  status: 'loading' | 'ready';
  email: string;
  role: string;
  /** The roles the person may give. */
  roles: readonly string[];
  /** SPEC §5's message for an address that is not one; nothing was sent. */
  emailError: MessageId | null;
  invitations: readonly PendingInvitationItem[];
  /** The invitation whose withdrawal is being confirmed. */
  confirming: string | null;
  /** The change in flight (`invite`, `revoke:<id>`), or null. */
  busy: string | null;
  notice: SectionNoticeValue | null;
  onEmailChange(email: string): void;
  onRoleChange(role: string): void;
  onInvite(): void;
  onRevoke(id: string): void;
  onCancelRevoke(): void;
  onConfirmRevoke(): void;
}

/** Invite a person by email with a role; the pending invitations, each with its expiry, withdrawn after a confirmation. */
export function OrganizationInvitations(props: OrganizationInvitationsProps) {
  const { status, email, role, roles, emailError, invitations, confirming, busy, notice } = props;
  const t = useT(organizationsMessages, organizationSettingsMessages);
  const root = useRef<HTMLDivElement>(null);
  const emailField = useRef<HTMLInputElement>(null);
  useReturnFocus(root, confirming);
  const date = new Intl.DateTimeFormat(t.lang, { dateStyle: 'medium' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onInvite();
  };
  // A bad address takes the focus, where it can be mended.
  useEffect(() => {
    if (emailError) emailField.current?.focus();
  }, [emailError]);
  return (
    <div ref={root} className={styles.form}>
      <SectionNotice notice={notice} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextInput
          ref={emailField}
          type="email"
          label={t('organizations.settings.invitations.email')}
          value={email}
          autoComplete="off"
          required
          error={emailError ? t(emailError) : undefined}
          onChange={(event) => props.onEmailChange(event.target.value)}
        />
        <Select label={t('organizations.settings.invitations.role')} value={role} options={roles.map((value) => ({ value, label: roleName(t, value) }))} onValueChange={props.onRoleChange} />
        <Button type="submit" loading={busy === 'invite'} disabled={busy !== null && busy !== 'invite'}>
          {t('organizations.settings.invitations.send')}
        </Button>
      </form>
      <Heading level={3}>{t('organizations.settings.invitations.pending')}</Heading>
      {status === 'loading' ? (
        <div role="status" aria-label={t('common.loading')} className={common.centeredRow}>
          <Spinner />
        </div>
      ) : invitations.length === 0 ? (
        <Text variant="muted">{t('organizations.settings.invitations.none')}</Text>
      ) : (
        <ul role="list" className={styles.list}>
          {invitations.map((invitation) => (
            <li key={invitation.id} className={styles.item} data-invitation={invitation.email}>
              <span className={styles.itemText}>
                <span className={styles.itemName}>
                  <bdi>{invitation.email}</bdi>
                </span>
                <span className={styles.itemValue}>
                  <bdi>{roleName(t, invitation.role)}</bdi>
                </span>
                <span className={styles.itemValue}>{t('organizations.settings.invitations.expires', { date: date.format(new Date(invitation.expiresAt)) })}</span>
              </span>
              {confirming === invitation.id ? (
                <ConfirmAction
                  question={<PersonText t={t} id="organizations.settings.invitations.confirmRevoke" values={{ email: invitation.email }} />}
                  confirmLabel={t('organizations.settings.invitations.revoke')}
                  cancelLabel={t('organizations.settings.cancel')}
                  busy={busy === `revoke:${invitation.id}`}
                  onConfirm={props.onConfirmRevoke}
                  onCancel={props.onCancelRevoke}
                />
              ) : (
                <Button
                  variant="secondary"
                  data-opens={invitation.id}
                  disabled={busy !== null}
                  aria-label={t('organizations.settings.invitations.revokeLabel', { email: invitation.email })}
                  onClick={() => props.onRevoke(invitation.id)}
                >
                  {t('organizations.settings.invitations.revoke')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
