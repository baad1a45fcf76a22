import { forwardRef, useEffect, useId, useRef } from 'react';
import { useT } from '../../../../../i18n/I18nProvider';
import { Button } from '../../../../../primitives/Button';
import { Text } from '../../../../../primitives/Text';
import { CopyValue } from '../../screens/CopyValue';
import * as styles from '../../screens/settingsSection.css';
import { connectionMessages } from '../messages';
import type { ConnectionView, SsoConnectionSettingsProps } from './connectionTypes';

export type SsoConnectionDetailsProps = Pick<SsoConnectionSettingsProps, 'busy' | 'confirmingRemove' | 'onEdit' | 'onAskRemove' | 'onCancelRemove' | 'onRemove'> & {
  connection: ConnectionView;
};

export interface SsoConnectionDetailsHandles {
  /** Where focus goes once saved: the line that says it is connected. */
  summary: HTMLElement | null;
  replace: HTMLButtonElement | null;
  remove: HTMLButtonElement | null;
}

/** The connection there: what it is, what the IdP's admin needs (each copyable), replace, and remove after a yes. */
export const SsoConnectionDetails = forwardRef<SsoConnectionDetailsHandles, SsoConnectionDetailsProps>(function SsoConnectionDetails({ connection, busy, confirmingRemove, ...on }, handles) {
  const t = useT(connectionMessages);
  const questionId = useId();
  const confirmRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const replaceRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const value = { summary: summaryRef.current, replace: replaceRef.current, remove: removeRef.current };
    if (typeof handles === 'function') handles(value);
    else if (handles) handles.current = value;
  });
  useEffect(() => {
    if (confirmingRemove) confirmRef.current?.focus();
  }, [confirmingRemove]);
  const copy = (label: string, value: string) => (
    <CopyValue key={label} label={label} value={value} copyLabel={t('organizations.connection.copy', { what: label })} copiedLabel={t('organizations.connection.copied')} />
  );
  const given =
    connection.type === 'oidc'
      ? [copy(t('organizations.connection.redirectUri'), connection.redirectUri)]
      : [copy(t('organizations.connection.spEntityId'), connection.spEntityId), copy(t('organizations.connection.acsUrl'), connection.acsUrl), copy(t('organizations.connection.spMetadataUrl'), connection.spMetadataUrl)];
  const configured =
    connection.type === 'oidc'
      ? [
          [t('organizations.connection.issuer'), connection.issuer],
          [t('organizations.connection.clientId'), connection.clientId],
        ]
      : [
          ...(connection.metadataUrl ? [[t('organizations.connection.metadataUrl'), connection.metadataUrl]] : []),
          [t('organizations.connection.idpEntityId'), connection.idpEntityId],
          [t('organizations.connection.idpSsoUrl'), connection.idpSsoUrl],
        ];
  const locked = busy !== null || confirmingRemove;
  return (
    <div className={styles.section}>
      <Text ref={summaryRef} tabIndex={-1} className={styles.name}>
        {connection.type === 'oidc' ? t('organizations.connection.connectedOidc') : t('organizations.connection.connectedSaml')}
      </Text>
      <dl className={styles.definitions}>
        {configured.map(([term, value]) => (
          <div key={term} className={styles.definition}>
            <dt className={styles.copyLabel}>{term}</dt>
            <dd className={styles.definitionValue}>
              <bdi dir="ltr">{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <Text variant="muted">{t('organizations.connection.forYourProvider')}</Text>
      {given}
      <span className={styles.actions}>
        <Button className={styles.compact} ref={replaceRef} variant="secondary" disabled={locked} onClick={on.onEdit}>
          {t('organizations.connection.replace')}
        </Button>
        <Button className={styles.compact} ref={removeRef} variant="text" disabled={locked} onClick={on.onAskRemove}>
          {t('organizations.connection.remove')}
        </Button>
      </span>
      {confirmingRemove ? (
        <div
          ref={confirmRef}
          tabIndex={-1}
          role="group"
          aria-labelledby={questionId}
          className={styles.confirm}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && busy !== 'remove') on.onCancelRemove();
          }}
        >
          <Text id={questionId}>{t('organizations.connection.confirmRemove')}</Text>
          <span className={styles.actions}>
            <Button className={styles.compact} variant="destructive" loading={busy === 'remove'} disabled={busy !== null} onClick={on.onRemove}>
              {t('organizations.connection.confirmRemoveButton')}
            </Button>
            <Button className={styles.compact} variant="secondary" disabled={busy === 'remove'} onClick={on.onCancelRemove}>
              {t('organizations.connection.cancel')}
            </Button>
          </span>
        </div>
      ) : null}
    </div>
  );
});
