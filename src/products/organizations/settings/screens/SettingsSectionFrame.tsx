import { forwardRef, useId, type ReactNode } from 'react';
import { Button } from '../../../../primitives/Button';
import { Heading } from '../../../../primitives/Heading';
import { Spinner } from '../../../../primitives/Spinner';
import { Text } from '../../../../primitives/Text';
import { useT } from '../../../../i18n/I18nProvider';
import * as common from '../../../../screens/common.css';
import { SectionNotice, type SectionNoticeValue } from './SectionNotice';
import * as styles from './settingsSection.css';

export interface SettingsSectionFrameProps {
  /** The section's heading, which also names it as a region. */
  title: string;
  /** What the section is for, under the heading. */
  description: string;
  /** What the section's last change said, if anything. */
  notice: SectionNoticeValue | null;
  /** The body shows once `ready`; until then a spinner, or the failure and a retry. */
  status: 'loading' | 'ready' | 'failed';
  /** Said when the section could not be read. */
  loadFailed: string;
  /** The retry button's label. */
  retry: string;
  onRetry: () => void;
  /** What the section holds once it has been read. */
  children: ReactNode;
}

/**
 * A settings section the widget reads on its own (the domains, the SSO connection): its heading,
 * description and notice, then its body, or the wait or failure in its place. The ref is the
 * heading's, where focus goes when what had it is gone.
 */
export const SettingsSectionFrame = forwardRef<HTMLHeadingElement, SettingsSectionFrameProps>(function SettingsSectionFrame(
  { title, description, notice, status, loadFailed, retry, onRetry, children },
  headingRef,
) {
  const t = useT();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <Heading level={2} id={headingId} ref={headingRef}>
        {title}
      </Heading>
      <Text variant="muted">{description}</Text>
      <SectionNotice notice={notice} />
      {status === 'loading' ? (
        <div role="status" aria-label={t('common.loading')} className={common.centeredRow}>
          <Spinner />
        </div>
      ) : status === 'failed' ? (
        <div className={styles.actions}>
          <Text variant="error">{loadFailed}</Text>
          <Button className={styles.compact} variant="secondary" onClick={onRetry}>
            {retry}
          </Button>
        </div>
      ) : (
        children
      )}
    </section>
  );
});
