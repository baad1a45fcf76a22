import { useEffect, useState } from 'react';
import { exampleNumber, loadPhoneExamples } from '../phone/exampleNumber';
import { DEFAULT_COUNTRY, loadPhoneLib } from '../phone/loadPhoneLib';

/**
 * The number field's placeholder: the given text for the default country (SPEC §2: '(123)
 * 456-7890' for the US), an example number of any other country once it has been looked up.
 */
export function usePhonePlaceholder(country: string, placeholder: string): string {
  const [example, setExample] = useState<{ country: string; text: string } | null>(null);
  useEffect(() => {
    if (country === DEFAULT_COUNTRY) return;
    let current = true;
    Promise.all([loadPhoneLib(), loadPhoneExamples()]).then(
      ([lib, examples]) => {
        const text = exampleNumber(lib, examples, country);
        if (current && text) setExample({ country, text });
      },
      () => undefined, // offline: the given placeholder stays
    );
    return () => {
      current = false;
    };
  }, [country]);
  return country !== DEFAULT_COUNTRY && example?.country === country ? example.text : placeholder;
}
