import type { ComponentType } from 'react';
import type { MessageId } from '../../src/entries/i18n';
import type { ScreenError } from '../../src/screens/types';

// A screen's view model holds objects (an error, a wallet, a strength answer); in the Controls panel
// each becomes a field a designer edits, never raw JSON.

/**
 * A select among named values: a story's args hold the name, the screen gets the value (Storybook's
 * `mapping`).
 */
export const choice = <T>(named: Record<string, T>) => ({
  options: Object.keys(named),
  mapping: named,
  control: { type: 'select' as const },
});

/** A select among names a story's render looks up itself (for view models it builds from fields). */
export const names = (named: Record<string, unknown>) => ({ options: Object.keys(named), control: { type: 'select' as const } });

/** Screen errors by message id, and `none`; a story's args name one. */
export function errorsById<Id extends MessageId>(...ids: Id[]): Record<'none' | Id, ScreenError | null> {
  return Object.fromEntries([['none', null], ...ids.map((id) => [id, { id }])]) as Record<'none' | Id, ScreenError | null>;
}

/** A prop the story sets from other fields (the screen's own `values`, `errors`): not a row of its own. */
export const fromFields = { table: { disable: true } } as const;

/** Content a story composes from other views: shown, not edited. */
export const composed = { control: false } as const;

/**
 * The screen, typed for args that hold names where it takes values: Storybook's `mapping` hands it
 * the values, so only the type changes (the docs keep the screen's own props and comments).
 */
export const mapped = <Args>(screen: ComponentType<never>) => screen as unknown as ComponentType<Args>;
