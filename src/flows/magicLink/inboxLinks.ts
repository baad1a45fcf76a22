/** SPEC §2 EmailConfirmation: 'Open in Gmail / Yahoo / Outlook', narrowed to the sender's domain. */
import type { Bootstrap } from '../../client/types';
import type { MessageId } from '../../i18n/en';
import { mailLinks } from '../../screens/mailLinks';

export interface InboxLink {
  id: 'gmail' | 'yahoo' | 'outlook';
  labelId: MessageId;
  /** Always https; a view opens it in a new tab. */
  href: string;
}

/**
 * The sender domain to search for: the configured hint, else the bootstrap's domain when there is
 * exactly one (with several we cannot know which one sent this email).
 */
export function senderDomain(domainHint: string | undefined, bootstrap: Pick<Bootstrap, 'emailDomains'> | undefined) {
  if (domainHint) return domainHint;
  const domains = bootstrap?.emailDomains ?? [];
  return domains.length === 1 ? domains[0] : undefined;
}

const LABELS: Record<InboxLink['id'], MessageId> = {
  gmail: 'emailConfirmation.openGmail',
  yahoo: 'emailConfirmation.openYahoo',
  outlook: 'emailConfirmation.openOutlook',
};

/** The three inbox links; the URLs are the EmailConfirmation screen's own (screens/mailLinks). */
export function inboxLinks(domain: string | undefined): InboxLink[] {
  return mailLinks(domain).map(({ provider, href }) => ({ id: provider, labelId: LABELS[provider], href }));
}
