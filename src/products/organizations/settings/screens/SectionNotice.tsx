import { MessageText } from '../../../../screens/MessageText';
import type { ScreenError } from '../../../../screens/types';
import * as styles from './settingsSection.css';

/** What a section just did, or why it could not: a message id (an `error.<type>` too) and its kind. */
export interface SectionNoticeMessage {
  kind: 'success' | 'error';
  message: ScreenError;
}

/**
 * The section's one live region: present from the first render (a region added with its text is
 * often not read), its text replaced by each outcome.
 */
export function SectionNotice({ notice }: { notice: SectionNoticeMessage | null }) {
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className={notice?.kind === 'error' ? `${styles.notice} ${styles.noticeError}` : styles.notice} data-error-id={notice?.kind === 'error' ? notice.message.id : undefined}>
      {notice ? <MessageText error={notice.message} /> : null}
    </p>
  );
}
