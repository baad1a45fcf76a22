/**
 * SPEC §2 EmailConfirmation: 'Open in Gmail / Yahoo / Outlook', the search narrowed to the sender's
 * domain when one is known. Pure, so the URLs are unit-tested.
 */

export type MailProvider = 'gmail' | 'yahoo' | 'outlook';

export interface MailLink {
  provider: MailProvider;
  /** Always https. */
  href: string;
}

/** The provider order on screen. */
export const MAIL_PROVIDERS: readonly MailProvider[] = ['gmail', 'yahoo', 'outlook'];

// A hint is a bare domain; anything else (spaces, an @, a scheme) would make a search that finds nothing.
const DOMAIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** The domain as a search term, or undefined when it is not a plain domain name. */
export function searchableDomain(domain: string | undefined): string | undefined {
  const trimmed = domain?.trim().replace(/^@/, '').toLowerCase();
  return trimmed && DOMAIN.test(trimmed) ? trimmed : undefined;
}

function hrefFor(provider: MailProvider, domain: string | undefined): string {
  const from = domain ? encodeURIComponent(`from:${domain}`) : undefined;
  switch (provider) {
    case 'gmail':
      // Gmail's search operators (from:, in:anywhere also looks in Spam) in the web app's hash route.
      return from ? `https://mail.google.com/mail/u/0/#search/${from}+in%3Aanywhere` : 'https://mail.google.com/mail/u/0/#inbox';
    case 'yahoo':
      // Yahoo's router decodes the keyword once more, so the query is encoded twice.
      return from ? `https://mail.yahoo.com/d/search/keyword=${encodeURIComponent(from)}` : 'https://mail.yahoo.com/d/folders/1';
    case 'outlook':
      // Outlook on the web's search route takes the same from: operator, narrowed like the others.
      return from ? `https://outlook.live.com/mail/0/search?q=${from}` : 'https://outlook.live.com/mail/0/inbox';
    default:
      return provider satisfies never;
  }
}

/** The three inbox links, searching for mail from `senderDomain` where the provider allows it. */
export function mailLinks(senderDomain?: string): MailLink[] {
  const domain = searchableDomain(senderDomain);
  return MAIL_PROVIDERS.map((provider) => ({ provider, href: hrefFor(provider, domain) }));
}
