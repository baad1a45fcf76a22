import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../../../../primitives/Button';
import { Text } from '../../../../primitives/Text';
import * as styles from './settings.css';

export interface ConfirmActionProps {
  /** The question, naming what goes. */
  question: ReactNode;
  /** The destructive button's words. */
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * An inline confirmation for a destructive change: focus lands on Cancel (the safe choice, so a
 * second Enter does nothing harmful), Escape cancels, and the question names the group.
 */
export function ConfirmAction({ question, confirmLabel, cancelLabel, busy, onConfirm, onCancel }: ConfirmActionProps) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onCancel();
    }
  };
  return (
    <div role="group" aria-labelledby={id} className={styles.confirm} onKeyDown={onKeyDown}>
      <Text id={id}>{question}</Text>
      <div className={styles.rowActions}>
        <Button variant="destructive" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button ref={cancel} variant="secondary" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
