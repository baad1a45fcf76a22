import { forwardRef, useEffect, useId, useRef } from 'react';
import { useT } from '../../../../../i18n/I18nProvider';
import { Badge } from '../../../../../primitives/Badge';
import { Button } from '../../../../../primitives/Button';
import { Text } from '../../../../../primitives/Text';
import { CopyValue } from '../../screens/CopyValue';
import { focusLost } from '../../screens/focusLost';
import * as styles from '../../screens/settingsSection.css';
import { domainsMessages } from '../messages';
import type { DomainItem, DomainsSettingsProps } from './domainTypes';

export interface DomainRowProps extends Pick<DomainsSettingsProps, 'onVerify' | 'onAskRemove' | 'onCancelRemove' | 'onRemove'> {
  item: DomainItem;
  /** Verifying or removing this one. */
  working: 'verify' | 'remove' | null;
  /** Another change is in flight: this row's buttons wait. */
  locked: boolean;
  confirming: boolean;
}

/** One domain: its state, the TXT record while unverified, and its actions. The ref is its Remove button, where focus returns. */
export const DomainRow = forwardRef<HTMLButtonElement, DomainRowProps>(function DomainRow({ item, working, locked, confirming, ...on }, removeRef) {
  const t = useT(domainsMessages);
  const nameRef = useRef<HTMLSpanElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const questionId = useId();
  const wasVerified = useRef(item.verified);
  // The Verify button goes once the domain is verified: focus stays on the row, at its name.
  useEffect(() => {
    if (item.verified && !wasVerified.current && focusLost(nameRef.current)) nameRef.current?.focus();
    wasVerified.current = item.verified;
  }, [item.verified]);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const copy = (label: string, value: string) => (
    <CopyValue label={label} value={value} copyLabel={t('organizations.domains.copy', { what: label })} copiedLabel={t('organizations.domains.copied')} />
  );
  return (
    <li className={styles.item}>
      <div className={styles.row}>
        <span ref={nameRef} tabIndex={-1} className={styles.name}>
          <bdi>{item.domain}</bdi>
          <Badge className={styles.badgeAfterName} tone={item.verified ? 'success' : 'neutral'}>
            {item.verified ? t('organizations.domains.verified') : t('organizations.domains.unverified')}
          </Badge>
        </span>
        <span className={styles.actions}>
          {item.verified ? null : (
            <Button className={styles.compact} variant="secondary" loading={working === 'verify'} disabled={locked || confirming} onClick={() => on.onVerify(item.domain)} aria-label={t('organizations.domains.verifyLabel', { domain: item.domain })}>
              {t('organizations.domains.verify')}
            </Button>
          )}
          <Button className={styles.compact} ref={removeRef} variant="text" disabled={locked || confirming} onClick={() => on.onAskRemove(item.domain)} aria-label={t('organizations.domains.removeLabel', { domain: item.domain })}>
            {t('organizations.domains.remove')}
          </Button>
        </span>
      </div>
      {item.verified ? null : (
        <>
          <Text variant="muted">{t('organizations.domains.recordText')}</Text>
          {copy(t('organizations.domains.recordName'), item.record.name)}
          {copy(t('organizations.domains.recordValue'), item.record.value)}
        </>
      )}
      {confirming ? (
        <div
          ref={confirmRef}
          tabIndex={-1}
          role="group"
          aria-labelledby={questionId}
          className={styles.confirm}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && working !== 'remove') on.onCancelRemove();
          }}
        >
          <Text id={questionId}>{t('organizations.domains.confirmRemove', { domain: item.domain })}</Text>
          <span className={styles.actions}>
            <Button className={styles.compact} variant="destructive" loading={working === 'remove'} disabled={locked} onClick={() => on.onRemove(item.domain)}>
              {t('organizations.domains.confirmRemoveButton')}
            </Button>
            <Button className={styles.compact} variant="secondary" disabled={working === 'remove'} onClick={on.onCancelRemove}>
              {t('organizations.domains.cancel')}
            </Button>
          </span>
        </div>
      ) : null}
    </li>
  );
});
