import { useMemo } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import type { MessageId } from '../../../i18n/translator';
import { magicLinkMessages } from '../messages';
import { sharedMessages } from '../../../i18n/messages/shared';
import { Button } from '../../../primitives/Button';
import { Text } from '../../../primitives/Text';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';
import * as common from '../../../screens/common.css';
import * as styles from './EmailConfirmation.css';
import { ErrorBanner } from '../../../screens/ErrorBanner';
import { IsolatedValue } from '../../../screens/IsolatedValue';
import { mailLinks, type MailProvider } from './mailLinks';
import { ScreenLayout } from '../../../screens/ScreenLayout';
import type { ScreenError } from '../../../screens/types';

export interface EmailConfirmationProps {
  /** The address the magic link went to. */
  email: string;
  /** Narrows the inbox links' search to mail from this domain. @defaultValue undefined */
  senderDomain?: string;
  /** 'Try again': the flow forgets the email and returns to Main. */
  onTryAgain(): void;
  /** @defaultValue undefined */
  onBack?: () => void;
  /** @defaultValue null */
  error?: ScreenError | null;
}

const LABELS: Record<MailProvider, MessageId> = {
  gmail: 'emailConfirmation.openGmail',
  yahoo: 'emailConfirmation.openYahoo',
  outlook: 'emailConfirmation.openOutlook',
};

/** SPEC §2 EmailConfirmation: 'Check your email', links to the inboxes, and 'Try again'. */
export function EmailConfirmation({ email, senderDomain, onTryAgain, onBack, error = null }: EmailConfirmationProps) {
  const t = useT(magicLinkMessages, sharedMessages);
  const links = useMemo(() => mailLinks(senderDomain), [senderDomain]);
  return (
    <ScreenLayout title={t('emailConfirmation.title')} onBack={onBack}>
      {error ? <ErrorBanner error={error} /> : null}
      <Text>
        <IsolatedValue text={t('emailConfirmation.sentTo', { email })} value={email} />
      </Text>
      <ul role="list" className={styles.links}>
        {links.map((link) => (
          <li key={link.provider}>
            <a className={styles.inboxLink} part="link" href={link.href} target="_blank" rel="noopener noreferrer">
              {t(LABELS[link.provider])}
              <VisuallyHidden>{` ${t('common.opensInNewTab')}`}</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
      <Button variant="text" onClick={onTryAgain} className={common.selfCenter}>
        {t('emailConfirmation.tryAgain')}
      </Button>
    </ScreenLayout>
  );
}
