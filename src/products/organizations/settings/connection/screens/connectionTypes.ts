import type { ScreenError } from '../../../../../screens/types';
import type { SectionNoticeValue } from '../../screens/SectionNotice';

/** The organization's connection as the section shows it: the IdP side, and what to give the IdP's admin. */
export type ConnectionView =
  | { type: 'oidc'; issuer: string; clientId: string; redirectUri: string }
  | { type: 'saml'; idpEntityId: string; idpSsoUrl: string; metadataUrl: string | null; spEntityId: string; acsUrl: string; spMetadataUrl: string };

/** What the form holds: either protocol's fields (switching keeps what was typed in the other). */
export interface ConnectionDraft {
  type: 'oidc' | 'saml';
  issuer: string;
  clientId: string;
  clientSecret: string;
  samlSource: 'url' | 'file';
  metadataUrl: string;
  /** The chosen metadata file's name; its text stays in the flow. */
  fileName: string | null;
}

export type ConnectionField = 'issuer' | 'clientId' | 'metadataUrl' | 'metadataFile';

export interface SsoConnectionSettingsProps {
  status: 'loading' | 'ready' | 'failed';
  connection: ConnectionView | null;
  /** The form is open: to connect a first provider, or to replace the one there. */
  editing: boolean;
  draft: ConnectionDraft;
  /** Why a field cannot be saved (said before any call). */
  errors: Partial<Record<ConnectionField, ScreenError>>;
  busy: 'save' | 'remove' | null;
  confirmingRemove: boolean;
  /** The section's live region: the last outcome. */
  notice: SectionNoticeValue | null;
  onEdit(): void;
  onCancelEdit(): void;
  onDraftChange(changes: Partial<Omit<ConnectionDraft, 'fileName'>>): void;
  onFile(file: File | null): void;
  onSave(): void;
  onAskRemove(): void;
  onCancelRemove(): void;
  onRemove(): void;
  onRetry(): void;
}
