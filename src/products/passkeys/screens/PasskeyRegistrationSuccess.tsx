import { useEffect, useId, useRef, type RefObject } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { passkeyRegistrationMessages } from '../registrationMessages';
import { Button } from '../../../primitives/Button';
import { Heading } from '../../../primitives/Heading';
import { Spinner } from '../../../primitives/Spinner';
import { Text } from '../../../primitives/Text';
import * as common from '../../../screens/common.css';
import { ErrorBanner } from '../../../screens/ErrorBanner';
import { PasskeyList } from './PasskeyList';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { PasskeyRegistrationSuccessProps } from './passkeyTypes';

export type { PasskeyListItem, PasskeyRegistrationSuccessProps } from './passkeyTypes';

/** SPEC §2 PasskeyRegistrationSuccess: the new passkey's success, and the person's passkeys to rename or delete. */
export function PasskeyRegistrationSuccess(props: PasskeyRegistrationSuccessProps) {
  const { status, passkeys, editing, pendingDelete, renaming, warning } = props;
  const t = useT(passkeyRegistrationMessages);
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useReturnFocus(section, heading, editing?.id ?? null, 'rename');
  useReturnFocus(section, heading, pendingDelete, 'delete');

  return (
    <ScreenLayout title={t('passkey.success.title')}>
      <section ref={section} className={common.tight} aria-labelledby={headingId}>
        <Heading ref={heading} id={headingId} level={3} tabIndex={-1}>
          {t('passkey.success.existing')}
        </Heading>
        {status === 'loading' ? (
          <div className={common.centeredRow}>
            <Spinner label={t('common.loading')} size="large" />
          </div>
        ) : status === 'failed' ? (
          <ErrorBanner error={{ id: 'error.passkey_list_failed' }} />
        ) : passkeys.length === 0 ? (
          <Text variant="muted">{t('passkey.success.none')}</Text>
        ) : (
          <PasskeyList {...props} labelledBy={headingId} />
        )}
      </section>
      {warning ? <ErrorBanner error={warning} severity="warning" /> : null}
      {pendingDelete !== null ? (
        <div className={common.tight}>
          <Button variant="destructive" onClick={props.onDeleteConfirm}>{t('passkey.success.delete')}</Button>
          {/* The safe choice takes focus when a delete starts. */}
          <Button variant="secondary" autoFocus onClick={props.onDeleteCancel}>
            {t('passkey.success.cancel')}
          </Button>
        </div>
      ) : (
        <div className={common.tight}>
          <Button disabled={renaming} onClick={props.onSetUpAnother}>
            {t('passkey.success.setUpAnother')}
          </Button>
          <Button variant="secondary" disabled={renaming} onClick={props.onDone}>
            {t('passkey.success.done')}
          </Button>
        </div>
      )}
    </ScreenLayout>
  );
}

/**
 * When a rename or a delete ends, focus goes back to the control that began it; when that passkey
 * is gone (deleted), to the list's heading, so a keyboard user is never left on nothing.
 */
function useReturnFocus(
  section: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLHeadingElement | null>,
  activeId: string | null,
  action: 'rename' | 'delete',
) {
  const previous = useRef(activeId);
  useEffect(() => {
    const ended = previous.current;
    previous.current = activeId;
    if (ended === null || activeId !== null) return;
    const row = [...(section.current?.querySelectorAll<HTMLElement>('[data-passkey-id]') ?? [])].find((li) => li.dataset.passkeyId === ended);
    (row?.querySelector<HTMLElement>(`[data-action="${action}"]`) ?? heading.current)?.focus();
  }, [activeId]);
}
