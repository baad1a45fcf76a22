/**
 * Every screen story, composed with preview.tsx's decorators and loaders under chosen globals (a
 * language, a direction), for tests that look at all of them at once without their play
 * functions (which find elements by their English names).
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import preview from '../../.storybook/preview';

type ArgType = { mapping?: Record<string, unknown> };
export type ComposedStory = ((props: Record<string, unknown>) => ReactElement) & {
  load(): Promise<void>;
  args: Record<string, unknown>;
  argTypes: Record<string, ArgType>;
};

/** Args named for the Controls panel (a select by name) turned into their values, as Storybook's mapping does. */
export const mappedArgs = ({ args, argTypes }: ComposedStory) =>
  Object.fromEntries(
    Object.entries(args).map(([name, value]) => {
      const mapping = argTypes[name]?.mapping;
      return [name, mapping && typeof value === 'string' && value in mapping ? mapping[value] : value];
    }),
  );

const files = import.meta.glob<Record<string, unknown>>('../../stories/screens/*.stories.tsx', { eager: true });
const primitives = import.meta.glob<Record<string, unknown>>('../../stories/primitives/*.stories.tsx', { eager: true });

/** `[File › Story, story]` for every screen story, rendered under these globals. */
export function screenStories(globals: Record<string, string>): Array<readonly [string, ComposedStory]> {
  return composed(files, globals);
}

/** Every screen story and every primitive story, in English, light and left to right. */
export const storiesOf = (...folders: Array<'screens' | 'primitives'>) =>
  folders.flatMap((folder) => composed(folder === 'screens' ? files : primitives, {}));

function composed(modules: Record<string, Record<string, unknown>>, globals: Record<string, string>): Array<readonly [string, ComposedStory]> {
  setProjectAnnotations({ ...preview.input, initialGlobals: { ...preview.input.initialGlobals, ...globals } });
  return Object.entries(modules).flatMap(([file, module]) =>
    Object.entries(composeStories(module as Parameters<typeof composeStories>[0])).map(
      ([name, story]) => [`${file.replace(/^.*\//, '').replace('.stories.tsx', '')} › ${name}`, story as ComposedStory] as const,
    ),
  );
}

/**
 * The phone library arrives lazily, just after a story's first render; until it has, a phone
 * input's country list holds the default country alone. True once every one in `container` is full.
 */
export const phoneListsLoaded = (container: HTMLElement) =>
  [...container.querySelectorAll('input[autocomplete="tel-national"]')].every(
    (input) => (input.parentElement?.querySelector('select')?.options.length ?? 0) > 1,
  );
