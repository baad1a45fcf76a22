import type { ScreenError } from '../../../../../screens/types';
import type { SectionNoticeValue } from '../../screens/SectionNotice';

/** One of the organization's domains as the section shows it. */
export interface DomainItem {
  domain: string;
  verified: boolean;
  /** The TXT record to publish at the domain's DNS host. */
  record: { name: string; value: string };
}

/** What is in flight: adding, or verifying or removing one domain. */
export type DomainsBusy = { action: 'add' } | { action: 'verify' | 'remove'; domain: string } | null;

export interface DomainsSettingsProps {
  status: 'loading' | 'ready' | 'failed';
  domains: readonly DomainItem[];
  /** The domain being typed into the add form. */
  draft: string;
  /** Why the typed domain cannot be added (said before any call). */
  draftError: ScreenError | null;
  busy: DomainsBusy;
  /** The domain whose removal waits for a yes. */
  confirming: string | null;
  /** The section's live region: the last outcome. */
  notice: SectionNoticeValue | null;
  onDraftChange(domain: string): void;
  onAdd(): void;
  onVerify(domain: string): void;
  onAskRemove(domain: string): void;
  onCancelRemove(): void;
  onRemove(domain: string): void;
  onRetry(): void;
}
