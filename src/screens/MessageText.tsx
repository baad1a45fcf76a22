import { useT } from '../i18n/I18nProvider';
import { describeError } from '../i18n/describeError';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import * as styles from './MessageText.css';
import type { ScreenError } from './types';

export interface MessageTextProps {
  /** The error to word: its id's text, or its own message. */
  error: ScreenError;
}

/** An error's text, with links to the provider's site as real links (SPEC §8); never HTML. */
export function MessageText({ error }: MessageTextProps) {
  // Core words only: Main's field errors use it, and the shared screens' words download with them.
  const t = useT();
  const { segments } = describeError(error, t);
  return (
    <>
      {segments.map((segment, index) =>
        'href' in segment ? (
          <a key={index} className={styles.link} part="link" href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
            <VisuallyHidden>{` ${t('common.opensInNewTab')}`}</VisuallyHidden>
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
