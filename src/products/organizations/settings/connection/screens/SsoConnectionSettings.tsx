import { useEffect, useRef } from 'react';
import { useT } from '../../../../../i18n/I18nProvider';
import { Button } from '../../../../../primitives/Button';
import { Text } from '../../../../../primitives/Text';
import { focusLost } from '../../screens/focusLost';
import { SettingsSectionFrame } from '../../screens/SettingsSectionFrame';
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
    <SettingsSectionFrame
      ref={headingRef}
      title={t('organizations.connection.title')}
      description={t('organizations.connection.text')}
      notice={props.notice}
      status={status}
      loadFailed={t('organizations.connection.loadFailed')}
      retry={t('organizations.connection.retry')}
      onRetry={props.onRetry}
    >
      {editing ? (
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
    </SettingsSectionFrame>
  );
}
