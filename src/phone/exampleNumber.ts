import type { Examples } from 'libphonenumber-js/min';
import type { PhoneLib } from './loadPhoneLib';

// Code and data, the same for every widget on the page: one download serves them all.
let examples: Promise<Examples> | undefined;

/** libphonenumber-js's example mobile numbers (a few KiB), fetched the first time one is shown. */
export function loadPhoneExamples(): Promise<Examples> {
  examples ??= import('libphonenumber-js/examples.mobile.json').then(
    (module) => module.default as Examples,
    (error: unknown) => {
      examples = undefined; // let the next use retry after a network failure
      throw error;
    },
  );
  return examples;
}

/** An example number of the country as it is written there ('06 12 34 56 78' in France), if known. */
export function exampleNumber(lib: PhoneLib, data: Examples, country: string): string | undefined {
  try {
    return lib.getExampleNumber(country as Parameters<PhoneLib['getExampleNumber']>[0], data)?.formatNational();
  } catch {
    return undefined;
  }
}
