import { Fragment, type ReactNode } from 'react';
import type { Translate } from '../../../i18n/translator';

// A character no translation holds: it marks where each value goes in the translated sentence.
const MARK = '\uE000';

/**
 * A translated sentence with the person's data (names, addresses, an organization) each in a
 * <bdi>, so it keeps its own direction inside Arabic or Hebrew text.
 */
export function PersonText({ t, id, values }: { t: Translate; id: string; values: Record<string, string> }): ReactNode {
  const marked = Object.fromEntries(Object.keys(values).map((key) => [key, `${MARK}${key}${MARK}`]));
  const parts = t(id, marked).split(MARK);
  return parts.map((part, i) => (i % 2 ? <bdi key={i}>{values[part]}</bdi> : <Fragment key={i}>{part}</Fragment>));
}
