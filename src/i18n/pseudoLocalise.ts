/**
 * The pseudo-locale en-XA: English, every letter accented and the whole about 35 %
 * longer, between brackets. A string the widget shows without these marks was never translated (it
 * is hard-coded), and a layout that breaks here will break in German or Hindi.
 */

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];
// What lengthens the text: accented words, so the padding wraps the way real words do.
const FILLER = 'ļöŕéɱ îþšûɱ ðöļöŕ šîţ åɱéţ ';
// `{placeholders}` stay as they are: their values are filled in afterwards.
const PLACEHOLDER = /(\{[A-Za-z0-9_]+\})/;

const accent = (text: string) => text.replace(/[A-Za-z]/g, (letter) => ACCENTED[PLAIN.indexOf(letter)]!);

/** '[Šîĝñ ûþ öŕ ļöĝ îñ ļöŕéɱ]' for 'Sign up or log in': accented, ~35 % longer, placeholders kept. */
export function pseudoLocalise(english: string): string {
  const accented = english
    .split(PLACEHOLDER)
    .map((part) => (PLACEHOLDER.test(part) ? part : accent(part)))
    .join('');
  // The brackets count towards the 35 %; at least one filler letter, so short words grow too.
  const extra = Math.max(1, Math.round(english.length * 0.35) - 3);
  const filler = FILLER.repeat(Math.ceil(extra / FILLER.length)).slice(0, extra).replace(/ $/, 'ļ');
  return `[${accented} ${filler}]`;
}
