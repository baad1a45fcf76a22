import { useEffect, useId, useRef } from 'react';
import { useT } from '../../../../../i18n/I18nProvider';
import { Button } from '../../../../../primitives/Button';
import { Heading } from '../../../../../primitives/Heading';
import { Spinner } from '../../../../../primitives/Spinner';
import { Text } from '../../../../../primitives/Text';
import * as common from '../../../../../screens/common.css';
import { focusLost } from '../../screens/focusLost';
import { SectionNotice } from '../../screens/SectionNotice';
import * as styles from '../../screens/settingsSection.css';
import { connectionMessages } from '../messages';
import type { SsoConnectionSettingsProps } from './connectionTypes';
import { SsoConnectionDetails, type SsoConnectionDetailsHandles } from './SsoConnectionDetails';
import { SsoConnectionForm } from './SsoConnectionForm';

/**
 * The organization's single sign-on connection (docs/organizations.md "The SSO connection"): none
 * yet (connect one), or the one there with what the IdP's admin needs, to replace or remove.
 */
export function SsoConnectionSettings(props: SsoConnectionSettingsProps) {
  const { status, connection, editing, busy } = props;
  const t = useT(connectionMessages);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const connectRef = useRef<HTMLButtonElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const details = useRef<SsoConnectionDetailsHandles | null>(null);
  const last = useRef({ editing, connection, confirming: props.confirmingRemove });
  // Focus follows the change: into the form when it opens; back to what opened it when it closes
  // unsaved; to the new connection's summary once saved; to the heading once it is removed.
  useEffect(() => {
    const before = last.current;
    last.current = { editing, connection, confirming: props.confirmingRemove };
    if (editing && !before.editing) return firstFieldRef.current?.focus();
    if (!editing && before.editing) {
      if (connection !== before.connection) return details.current?.summary?.focus();
      return (connection ? details.current?.replace : connectRef.current)?.focus();
    }
    if (before.confirming && !props.confirmingRemove) {
      if (connection) return details.current?.remove?.focus();
      if (focusLost(headingRef.current)) headingRef.current?.focus();
    }
  }, [editing, connection, props.confirmingRemove]);
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <Heading level={2} id={headingId} ref={headingRef}>
        {t('organizations.connection.title')}
      </Heading>
      <Text variant="muted">{t('organizations.connection.text')}</Text>
      <SectionNotice notice={props.notice} />
      {status === 'loading' ? (
        <div role="status" aria-label={t('common.loading')} className={common.centeredRow}>
          <Spinner />
        </div>
      ) : status === 'failed' ? (
        <div className={styles.actions}>
          <Text variant="error">{t('organizations.connection.loadFailed')}</Text>
          <Button className={styles.compact} variant="secondary" onClick={props.onRetry}>
            {t('organizations.connection.retry')}
          </Button>
        </div>
      ) : editing ? (
        <SsoConnectionForm ref={firstFieldRef} {...props} />
      ) : connection ? (
        <SsoConnectionDetails ref={details} {...props} connection={connection} />
      ) : (
        <>
          <Text>{t('organizations.connection.none')}</Text>
          <span className={styles.actions}>
            <Button className={styles.compact} ref={connectRef} onClick={props.onEdit}>
              {t('organizations.connection.connect')}
            </Button>
          </span>
        </>
      )}
    </section>
  );
}
