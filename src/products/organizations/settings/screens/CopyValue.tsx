import { useState } from 'react';
import { Button } from '../../../../primitives/Button';
import * as styles from './settingsSection.css';

export interface CopyValueProps {
  /** What the value is ("Name", "ACS URL"): its visible label and the copy button's. */
  label: string;
  value: string;
  /** The copy button's text, with `{what}` already filled in ("Copy ACS URL"). */
  copyLabel: string;
  /** What the button says once copied. */
  copiedLabel: string;
}

/** A value someone else needs (a DNS host, an IdP's admin): shown whole, selectable, and copied with one button. */
export function CopyValue({ label, value, copyLabel, copiedLabel }: CopyValueProps) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className={styles.copyRow} role="group" aria-label={label}>
      <span className={styles.copyLabel}>{label}</span>
      <span className={styles.copyValue}>
        <code className={styles.code} dir="ltr">
          {value}
        </code>
        {/* Its own live text: "Copied" is heard where the person is, the section's region stays for outcomes. */}
        <Button className={styles.compact} variant="secondary" onClick={copy} onBlur={() => setCopied(false)} aria-live="polite">
          {copied ? copiedLabel : copyLabel}
        </Button>
      </span>
    </div>
  );
}
