// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ProductModule, ProductRegistry } from '../../../src/flows/productModule';
import { useTranslator } from '../../../src/i18n/I18nProvider';
import type { LocaleImporter } from '../../../src/i18n/loadLocale';
import { useProducts } from '../../../src/widget/useProducts';

// renderToString renders once and never commits, so nothing here runs an effect: a download asked
// for only after the commit is never asked for at all (docs/performance.md, the waterfall before Main).
describe('what the config names at mount is asked for while the widget renders', () => {
  it('downloads the configured products during the first render', async () => {
    const product = { id: 'fake', screens: {} } as unknown as ProductModule;
    const fakeDownload = vi.fn(() => Promise.resolve(product));
    const registry: ProductRegistry = { fake: fakeDownload };
    function Widget() {
      return <p>{useProducts(registry, ['fake'], {}) ? 'ready' : 'waiting'}</p>;
    }
    expect(renderToString(<Widget />)).toContain('waiting');
    expect(fakeDownload).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(renderToString(<Widget />)).toContain('ready'));
  });

  it('downloads the language during the first render', async () => {
    const fakeLocale = vi.fn<LocaleImporter>(() => Promise.resolve({ default: { 'main.header': 'Bonjour' } }));
    function Widget() {
      return <p>{useTranslator({ lang: 'fr', importLocale: fakeLocale })('main.header')}</p>;
    }
    expect(renderToString(<Widget />)).toContain('Sign up or log in');
    await vi.waitFor(() => expect(fakeLocale).toHaveBeenCalledWith('fr'));
  });

});
