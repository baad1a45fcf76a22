/** SPEC §2 EmailConfirmation: 'Open in Gmail / Yahoo / Outlook', narrowed to the sender's domain. */
import type { Bootstrap } from '../../client/types';
import type { MessageId } from '../../i18n/en';

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

export function inboxLinks(domain: string | undefined): InboxLink[] {
  const from = domain ? encodeURIComponent(`from:${domain}`) : '';
  return [
    {
      id: 'gmail',
      labelId: 'emailConfirmation.openGmail',
      href: from ? `https://mail.google.com/mail/u/0/#search/${from}+in%3Aanywhere` : 'https://mail.google.com/mail/u/0/#inbox',
    },
    {
      id: 'yahoo',
      labelId: 'emailConfirmation.openYahoo',
      href: from ? `https://mail.yahoo.com/d/search/keyword=${encodeURIComponent(from)}` : 'https://mail.yahoo.com/d/folders/1',
    },
    {
      id: 'outlook',
      labelId: 'emailConfirmation.openOutlook',
      href: from ? `https://outlook.live.com/mail/0/search/q=${from}` : 'https://outlook.live.com/mail/0/inbox',
    },
  ];
}
