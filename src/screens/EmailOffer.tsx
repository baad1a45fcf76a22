import { useEffect, useRef } from 'react';
import { useT } from '../i18n/I18nProvider';
import { Button } from '../primitives/Button';
import type { EmailFormModel } from './mainTypes';

export interface EmailOfferProps {
  offer: NonNullable<EmailFormModel['offer']>;
  submitting: boolean;
}

/** Another way in for the address sent (enterprise sign-in's 'Continue with {organization}'), beside the form's own. */
export function EmailOffer({ offer, submitting }: EmailOfferProps) {
  const t = useT();
  const ref = useRef<HTMLButtonElement>(null);
  const label = t.lookup(offer.label.id, offer.label.values) ?? offer.label.id;
  // It appears where the person's attention is: on it, so a key press takes it.
  useEffect(() => ref.current?.focus(), [label]);
  return (
    <Button ref={ref} onClick={offer.onAccept} loading={submitting}>
      {label}
    </Button>
  );
}
