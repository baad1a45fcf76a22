import * as styles from './IsolatedValue.css';

export interface IsolatedValueProps {
  /** The translated sentence, its `{email}` or `{destination}` already filled in. */
  text: string;
  /** That value, as filled in. */
  value: string;
}

/**
 * A sentence with an address or a phone number in it, the value in a `<bdi>`: in Arabic
 * or Hebrew text, 'ada@example.com.' and '+1 202 555 0123' keep their own order and the sentence's
 * full stop stays on the sentence's side.
 */
export function IsolatedValue({ text, value }: IsolatedValueProps) {
  // The value is in the sentence once (it was filled into one placeholder).
  const [before, after] = value ? text.split(value) : [];
  return after === undefined ? text : (
    <>
      {before}
      {/* One unit: '+1 202 555 0123' never breaks across two lines. */}
      <bdi>{unbreakable(value)}</bdi>
      {after}
    </>
  );
}

/**
 * Spaces become no-break spaces, and each hyphen is glued to the character after it:
 * 'ada-lovelace@example.com' never breaks into 'ada-' and 'lovelace@…'. The text stays as typed, so
 * copying it gives the real address.
 */
function unbreakable(value: string) {
  const parts = value.replace(/ /g, '\u00a0').split(/(-.)/u);
  return parts.length === 1
    ? value.replace(/ /g, '\u00a0')
    : parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className={styles.glued}>
            {part}
          </span>
        ) : (
          part
        ),
      );
}
