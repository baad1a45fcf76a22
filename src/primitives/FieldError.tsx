import { forwardRef, useImperativeHandle, useRef, type ReactNode } from 'react';
import { useAnnounceElement } from './Announcer';

export interface FieldErrorProps {
  /** Referenced by the field's `aria-describedby`. */
  id: string;
  className?: string;
  children: ReactNode;
}

/** A field's error text: shown under the field, spoken once through the widget's live region. */
export const FieldError = forwardRef<HTMLDivElement, FieldErrorProps>(function FieldError({ id, className, children }, forwardedRef) {
  const ref = useRef<HTMLDivElement>(null);
  useImperativeHandle(forwardedRef, () => ref.current!, []);
  useAnnounceElement(ref, true);
  return (
    <div ref={ref} id={id} className={className} data-field-error="">
      {children}
    </div>
  );
});
