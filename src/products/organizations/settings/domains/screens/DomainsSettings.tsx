import { useEffect, useRef, type FormEvent } from 'react';
import { useT } from '../../../../../i18n/I18nProvider';
import { Button } from '../../../../../primitives/Button';
import { Text } from '../../../../../primitives/Text';
import { TextInput } from '../../../../../primitives/TextInput';
import * as common from '../../../../../screens/common.css';
import { MessageText } from '../../../../../screens/MessageText';
import { focusLost } from '../../screens/focusLost';
import { SettingsSectionFrame } from '../../screens/SettingsSectionFrame';
import * as styles from '../../screens/settingsSection.css';
import { domainsMessages } from '../messages';
import { DomainRow } from './DomainRow';
import type { DomainsSettingsProps } from './domainTypes';

/**
 * The organization's email domains (docs/organizations.md "Domains"): each with its state, the TXT
 * record to publish until it is verified, verify and remove; and a form to add one.
 */
export function DomainsSettings(props: DomainsSettingsProps) {
  const { status, domains, busy, confirming } = props;
  const t = useT(domainsMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removeRefs = useRef(new Map<string, HTMLButtonElement>());
  const lastConfirming = useRef<string | null>(null);
  // The question closed: back to its Remove button, or to the heading once the domain is gone.
  useEffect(() => {
    const closed = lastConfirming.current;
    lastConfirming.current = confirming;
    if (!closed || confirming) return;
    const button = removeRefs.current.get(closed);
    if (button) button.focus();
    else if (focusLost(headingRef.current)) headingRef.current?.focus();
  }, [confirming, domains]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) props.onAdd();
  };
  return (
    <SettingsSectionFrame
      ref={headingRef}
      title={t('organizations.domains.title')}
      description={t('organizations.domains.text')}
      notice={props.notice}
      status={status}
      loadFailed={t('organizations.domains.loadFailed')}
      retry={t('organizations.domains.retry')}
      onRetry={props.onRetry}
    >
      {domains.length ? (
        <ul role="list" className={styles.list} aria-label={t('organizations.domains.listLabel')}>
          {domains.map((item) => (
            <DomainRow
              key={item.domain}
              ref={(el) => {
                if (el) removeRefs.current.set(item.domain, el);
                else removeRefs.current.delete(item.domain);
              }}
              item={item}
              working={busy && busy.action !== 'add' && busy.domain === item.domain ? busy.action : null}
              locked={busy !== null}
              confirming={confirming === item.domain}
              onVerify={props.onVerify}
              onAskRemove={props.onAskRemove}
              onCancelRemove={props.onCancelRemove}
              onRemove={props.onRemove}
            />
          ))}
        </ul>
      ) : (
        <Text>{t('organizations.domains.empty')}</Text>
      )}
      <form className={common.tight} onSubmit={submit} noValidate>
        <TextInput
          label={t('organizations.domains.domain')}
          hint={t('organizations.domains.domainHint')}
          value={props.draft}
          onChange={(event) => props.onDraftChange(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="url"
          dir="ltr"
          maxLength={253}
          error={props.draftError ? <MessageText error={props.draftError} /> : undefined}
        />
        <Button type="submit" variant="secondary" loading={busy?.action === 'add'} disabled={busy !== null}>
          {t('organizations.domains.add')}
        </Button>
      </form>
    </SettingsSectionFrame>
  );
}
