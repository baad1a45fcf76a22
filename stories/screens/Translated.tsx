import { en, type MessageId } from '../../src/entries/i18n';
import { useT } from '../../src/i18n/I18nProvider';
import type { MessageValues } from '../../src/i18n/translator';

/**
 * A catalogue message in the story's language (the toolbar's Language): the text a screen's
 * container passes it in the widget, so a story never shows a string the widget would not.
 */
export function Translated({ id, values }: { id: MessageId; values?: MessageValues }) {
  return <>{useT(en)(id, values)}</>;
}

/** The translator for a story's `render`, every catalogue's English included. */
export const useStoryT = () => useT(en);
