import { useState } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../../../primitives/Button';
import { securityMessages } from '../securityMessages';

/** Copies `text`; says "Copied" (in its own label, which screen readers hear) once done. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT(securityMessages);
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Button variant="secondary" onClick={copy} aria-live="polite">
      {copied ? t('security.copied') : label}
    </Button>
  );
}
