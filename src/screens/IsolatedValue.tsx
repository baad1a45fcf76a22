export interface IsolatedValueProps {
  /** The translated sentence, its `{email}` or `{destination}` already filled in. */
  text: string;
  /** That value, as filled in. */
  value: string;
}

/**
 * A sentence with an address or a phone number in it, the value in a `<bdi>` (issue 14): in Arabic
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
      <bdi>{value.replace(/ /g, '\u00a0')}</bdi>
      {after}
    </>
  );
}
