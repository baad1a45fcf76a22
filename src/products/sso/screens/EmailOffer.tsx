import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../../../primitives/Button';

export interface EmailOfferProps {
  /** The organization whose verified domain the address is on. */
  organization: string;
  onAccept(): void;
  /** The form is busy (this offer taken, or the form's own way). */
  submitting: boolean;
}

/** 'Continue with {organization}': enterprise sign-in's way in, beside the email form's own button (MainEmailForm). */
export function EmailOffer({ organization, onAccept, submitting }: EmailOfferProps) {
  const t = useT();
  const ref = useRef<HTMLButtonElement>(null);
  // It appears where the person's attention is: on it, so a key press takes it.
  useEffect(() => ref.current?.focus(), [organization]);
  return (
    <Button ref={ref} onClick={onAccept} loading={submitting}>
      {t('sso.continueWith', { organization })}
    </Button>
  );
}
