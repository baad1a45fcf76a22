import { useT } from '../i18n/I18nProvider';
import { sharedMessages } from '../i18n/messages/shared';
import { Banner } from '../primitives/Banner';
import { MessageText } from './MessageText';
import type { ScreenError } from './types';

export interface ErrorBannerProps {
  /** The error to show. */
  error: ScreenError;
  /** SPEC §2 Main: a warning or an error banner. @defaultValue 'error' */
  severity?: 'warning' | 'error';
  /** @defaultValue undefined */
  className?: string;
}

/**
 * A screen's error banner. It is not a live region itself: `Banner` speaks its text through the
 * widget's single live region (`AnnouncerProvider`), so a message is announced once.
 */
export function ErrorBanner({ error, severity = 'error', className }: ErrorBannerProps) {
  useT(sharedMessages); // the errors several screens meet (SPEC §8), e.g. an expired magic link
  return (
    <Banner variant={severity} className={className} data-error-id={error.id}>
      <MessageText error={error} />
    </Banner>
  );
}
