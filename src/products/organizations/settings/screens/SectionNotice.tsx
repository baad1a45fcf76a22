import { useRef } from 'react';
import { useAnnounceElement } from '../../../../primitives/Announcer';
import { Text } from '../../../../primitives/Text';
import { useT } from '../../../../i18n/I18nProvider';
import type { MessageValues } from '../../../../i18n/translator';
import { ErrorBanner } from '../../../../screens/ErrorBanner';
import type { ScreenError } from '../../../../screens/types';
import { roleName } from '../../screens/roleName';

export type SectionNoticeValue = { kind: 'success'; id: string; values?: MessageValues } | { kind: 'error'; error: ScreenError };

/**
 * What a section's last change said. Neither is a live region itself: both speak through the
 * widget's single one (AnnouncerProvider), so a person hears each once.
 */
export function SectionNotice({ notice }: { notice: SectionNoticeValue | null }) {
  const t = useT();
  const ref = useRef<HTMLParagraphElement>(null);
  useAnnounceElement(ref, notice?.kind === 'success');
  if (!notice) return null;
  if (notice.kind === 'error') return <ErrorBanner error={notice.error} />;
  // A role's id is the host's word; a built-in role is said in the page's language.
  const values = notice.values && typeof notice.values.role === 'string' ? { ...notice.values, role: roleName(t, notice.values.role) } : notice.values;
  return (
    <Text ref={ref} variant="success" data-notice="success">
      {t(notice.id, values)}
    </Text>
  );
}
