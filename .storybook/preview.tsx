import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview, type Decorator } from '@storybook/react-vite';
import { DirectionContext } from '../src/primitives/direction';
import { darkThemeClass, lightThemeClass, systemThemeClass, toCssVars } from '../tokens';
import { customStyles } from './customStyles';
import { modes } from './modes';
import { previewFrame } from './preview.css';
import { I18nProvider } from '../src/i18n/I18nProvider';
import { loadLocale, LOCALES } from '../src/i18n/loadLocale';
import type { Locale } from '../src/i18n/translator';

const customOverride = toCssVars(customStyles);

const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as string | undefined) ?? 'light';
  const dir = context.globals.dir === 'rtl' ? 'rtl' : 'ltr';
  const themeClass = theme === 'dark' ? darkThemeClass : theme === 'system' ? systemThemeClass : lightThemeClass;
  return (
    <div
      dir={dir}
      lang="en"
      className={`${themeClass} ${previewFrame}`}
      style={theme === 'custom' ? customOverride : undefined}
      data-story-frame=""
      data-screenshot={context.parameters.screenshot === false ? 'off' : 'on'}
    >
      {/* Radix parts move by arrow keys the way this says, as inside the widget. */}
      <DirectionContext.Provider value={dir}>
        <Story />
      </DirectionContext.Provider>
    </div>
  );
};

// The story in the toolbar's language, loaded (below) before it renders. A right-to-left
// language sets the direction; otherwise the Direction switch does.
const withLang: Decorator = (Story, { globals, loaded }) => {
  const locale = loaded.locale as Locale;
  const dir = locale.dir ?? (globals.dir === 'rtl' ? 'rtl' : 'ltr');
  return (
    <I18nProvider locale={locale}>
      <DirectionContext.Provider value={dir}>
        <div lang={locale.lang} dir={dir} style={{ display: 'contents' }}>
          <Story />
        </div>
      </DirectionContext.Provider>
    </I18nProvider>
  );
};
const languageName = (tag: string) =>
  tag === 'en-XA' ? 'Pseudo-locale (en-XA)' : `${new Intl.DisplayNames([tag], { type: 'language' }).of(tag)} (${tag})`;

// CSF Next's factories (preview.meta, meta.story) let a story carry tests named apart from it: a
// story is a state, its `.test('…')` a behaviour. Files without tests may stay CSF 3.
export default definePreview({
  addons: [addonA11y(), addonDocs()],
  decorators: [withLang, withTheme],
  loaders: [async ({ globals }) => ({ locale: await loadLocale((globals.lang as string | undefined) ?? 'en') })],
  globalTypes: {
    theme: {
      description: 'Theme tokens',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'system', title: 'System (follows the OS)' },
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
    lang: {
      description: 'Language of the widget text',
      toolbar: { title: 'Language', icon: 'globe', items: LOCALES.map((tag) => ({ value: tag, title: languageName(tag) })), dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', dir: 'ltr', lang: 'en' },
  parameters: {
    layout: 'padded',
    // Designers start from the tokens, then the parts built from them.
    options: { storySort: { order: ['Foundations', 'Primitives', 'Screens', 'Flows'] } },
    controls: { matchers: { color: /(background|color)$/i } },
    // Every story is an axe test: a violation fails `npm test`.
    a11y: { test: 'error' },
    // One snapshot per mode, the modes `npm test` checks (vitest.config.ts).
    chromatic: { modes },
  },
  tags: ['autodocs'],
});
