import type { StoryContext } from '@storybook/react-vite';
import { customStyles } from '../../.storybook/customStyles';

/**
 * The toolbar's (or the test mode's) theme and direction as the widget's own props: the widget's
 * root sets its theme class and `dir` itself, so wrapping it in a dark or RTL frame changes nothing.
 */
export const modeProps = (globals: StoryContext['globals']) =>
  ({
    theme: globals.theme === 'dark' || globals.theme === 'system' ? globals.theme : 'light',
    dir: globals.dir === 'rtl' ? 'rtl' : 'ltr',
    styles: globals.theme === 'custom' ? customStyles : undefined,
  }) as const;
