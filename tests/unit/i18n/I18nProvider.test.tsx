// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { I18nProvider, useT } from '../../../src/i18n/I18nProvider';
import type { LocaleImporter } from '../../../src/i18n/loadLocale';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const fixtures: LocaleImporter = (lang) => import(`../../fixtures/locales/${lang}.ts`);

function Header() {
  const t = useT();
  return <h1>{t('main.header')}</h1>;
}

function render(element: React.ReactNode) {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(element));
  return { container, root };
}

describe('I18nProvider and useT', () => {
  it('speaks English without a provider', () => {
    expect(render(<Header />).container.textContent).toBe('Sign up or log in');
  });

  it('applies host strings', () => {
    const { container } = render(
      <I18nProvider strings={{ 'main.header': 'Welcome to Acme' }}>
        <Header />
      </I18nProvider>,
    );
    expect(container.textContent).toBe('Welcome to Acme');
  });

  it('loads a language on demand, showing English until it arrives', async () => {
    const { container } = render(
      <I18nProvider lang="fr" importLocale={fixtures}>
        <Header />
      </I18nProvider>,
    );
    expect(container.textContent).toBe('Sign up or log in');
    await expect.poll(() => container.textContent).toBe('Inscrivez-vous ou connectez-vous');
  });

  it('lets host strings win over the loaded language', async () => {
    let loaded: Promise<unknown> | undefined;
    const importLocale: LocaleImporter = (lang) => (loaded = fixtures(lang));
    const { container } = render(
      <I18nProvider lang="fr" importLocale={importLocale} strings={{ 'main.header': 'Bonjour Acme' }}>
        <Header />
      </I18nProvider>,
    );
    expect(container.textContent).toBe('Bonjour Acme');
    // The language arrives (its file loads, and React renders what follows) and the host's words still win.
    await expect.poll(() => loaded).toBeDefined();
    await act(async () => {
      await loaded;
    });
    expect(container.textContent).toBe('Bonjour Acme');
  });
});
