/** SPEC §2 EmailConfirmation: the mail search is narrowed to the sender domain when one is known. */
import type { Bootstrap } from '../../../client/types';

/**
 * The configured hint, else the bootstrap's domain when there is exactly one (with several, we
 * cannot know which one sent this email). The inbox links themselves are the screen's (mailLinks).
 */
export function senderDomain(domainHint: string | undefined, bootstrap: Pick<Bootstrap, 'emailDomains'> | undefined) {
  if (domainHint) return domainHint;
  const domains = bootstrap?.emailDomains ?? [];
  return domains.length === 1 ? domains[0] : undefined;
}
