import type { CountryCode } from 'libphonenumber-js/min';
import type { PhoneLib } from './loadPhoneLib';

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/** As-you-type national formatting for a country; the raw text when the library cannot format it. */
export function formatNational(lib: PhoneLib, text: string, country: string): string {
  if (text.trim() === '') return text;
  try {
    return new lib.AsYouType(country as CountryCode).input(text) || text;
  } catch {
    return text;
  }
}

/**
 * Deleting only a bracket, space or dash would be undone by the re-format: remove the digit before
 * the caret as well. Returns the text unchanged for any other edit.
 */
export function deleteAcrossFormatting(previous: string, text: string, caret: number): string {
  if (text.length >= previous.length || digitCount(text) !== digitCount(previous)) return text;
  const before = text.slice(0, caret).replace(/\d(?=\D*$)/, '');
  return before + text.slice(caret);
}

/** How many digits lie before the caret: the caret's position that survives re-formatting. */
export const digitsBefore = (text: string, caret: number) => digitCount(text.slice(0, caret));

/** The caret index just after the `count`-th digit of `text` (its end if there are fewer). */
export function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index] ?? '') && ++seen === count) return index + 1;
  }
  return text.length;
}
