import { useEffect, useState } from 'react';
import { formatInternational } from '../../../phone/formatInternational';
import { loadPhoneLib } from '../../../phone/loadPhoneLib';

/**
 * A destination as a person reads it: a phone number ('+12025550841') in international format
 * once the phone library is in; an email address as it is.
 */
export function usePhoneForDisplay(destination: string): string {
  const [formatted, setFormatted] = useState<{ from: string; text: string } | null>(null);
  useEffect(() => {
    if (!destination.startsWith('+')) return;
    let current = true;
    loadPhoneLib().then(
      (lib) => current && setFormatted({ from: destination, text: formatInternational(lib, destination) }),
      () => undefined, // offline: the number as stored is still right
    );
    return () => {
      current = false;
    };
  }, [destination]);
  return formatted?.from === destination ? formatted.text : destination;
}
