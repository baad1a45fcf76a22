import type { Decorator, Preview } from '@storybook/react-vite';
import { darkThemeClass, lightThemeClass, toCssVars } from '../tokens';
import { previewFrame } from './preview.css';

// A host-style override, to show that runtime `styles` re-theme without rebuilding CSS.
const customOverride = toCssVars({
  colors: { primary: '#5B2A86' },
  container: { borderRadius: '16px' },
  fontFamily: 'Georgia, serif',
});

const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as string | undefined) ?? 'light';
  const dir = (context.globals.dir as string | undefined) ?? 'ltr';
  const themeClass = theme === 'dark' ? darkThemeClass : lightThemeClass;
  return (
    <div
      dir={dir}
      lang="en"
      className={`${themeClass} ${previewFrame}`}
      style={theme === 'custom' ? customOverride : undefined}
      data-story-frame=""
      data-screenshot={context.parameters.screenshot === false ? 'off' : 'on'}
    >
      <Story />
    </div>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Theme tokens',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'custom', title: 'Custom token override' },
        ],
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', dir: 'ltr' },
  parameters: {
    layout: 'padded',
    // Designers start from the tokens, then the parts built from them.
    options: { storySort: { order: ['Foundations', 'Primitives', 'Screens', 'Flows'] } },
    controls: { matchers: { color: /(background|color)$/i } },
    // Every story is an axe test: a violation fails `npm test`.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
