/**
 * After GOV.UK's forms advice: a submit the form refuses moves focus to the field in
 * error, so keyboard and screen-reader users land on what to fix (not on the button they pressed).
 * Only after a submit: an error that shows for another reason never pulls focus.
 */
import { useEffect, useRef } from 'react';

export function useFocusInvalidAfterSubmit(error: unknown) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitted.current || !error) return;
    submitted.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error]);
  return { formRef, onSubmitted: () => void (submitted.current = true) };
}
