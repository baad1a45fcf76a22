import { useRef, type CSSProperties, type ReactNode } from 'react';
import { toCssVars, type PorticoStyles, type ThemeMode } from '../../tokens/styles';
import { themeClassOf } from '../../tokens/theme.css';
import { I18nContext, useTranslator } from '../i18n/I18nProvider';
import type { Strings } from '../i18n/translator';
import type { AuthClient } from '../client/types';
import type { Callbacks } from '../flows/events';
import { AnnouncerProvider } from '../primitives/Announcer';
import { DirectionContext } from '../primitives/direction';
import { NonceContext } from '../primitives/nonce';
import { cx } from '../primitives/cx';
import { useStylesheetCheck } from './useStylesheetCheck';
import * as css from './WidgetRoot.css';

export interface WidgetRootProps {
  /** The spec's Theme, applied as CSS custom properties on this root. @defaultValue undefined */
  styles?: PorticoStyles;
  /** 'system' follows the operating system's light or dark setting, live. @defaultValue 'light' */
  theme?: ThemeMode;
  /** Host overrides of any message id. @defaultValue undefined */
  strings?: Strings;
  /** A language tag loaded on demand ('fr', 'pt-BR'), or 'auto' for the browser's languages. @defaultValue 'en' */
  lang?: string;
  /** Set it to override the language's own direction (right to left for ar, he). @defaultValue the language's */
  dir?: 'ltr' | 'rtl';
  /**
   * The page's CSP nonce, given to every `<style>` tag the widget's dependencies insert, so a
   * `style-src 'self' 'nonce-…'` policy needs no 'unsafe-inline'. @defaultValue undefined
   */
  nonce?: string;
  className?: string;
  children: ReactNode;
}

/** What every widget's shell takes (Login's, the identity provider's): the client, the host's callbacks and WidgetRoot's theme, strings and language. */
export interface WidgetShellProps extends Omit<WidgetRootProps, 'className' | 'children'> {
  /** The provider client (`createHttpClient` for the emulator or any server speaking its protocol). */
  client: AuthClient;
  /** onEvent hears the widget's events; onError every failure. @defaultValue undefined */
  callbacks?: Callbacks;
}

/**
 * Everything one widget instance owns: its theme scope, strings and error live region. Nothing here
 * is module-global, so two widgets on a page never share announcements. (The full widget adds its
 * own toasts; a host composing screens here can render a ToasterProvider and Toaster inside.)
 * One component, not a provider and a frame inside it (each adds to the first render).
 */
export function WidgetRoot({ strings, lang = 'en', nonce, styles, theme = 'light', dir, className, children }: WidgetRootProps) {
  const t = useTranslator({ lang, strings });
  // The root element is in the language the text is in (English until a locale arrives), and its direction.
  const direction = dir ?? t.dir ?? 'ltr';
  const rootRef = useRef<HTMLDivElement>(null);
  useStylesheetCheck(rootRef);
  return (
    <NonceContext.Provider value={nonce}>
      <I18nContext.Provider value={t}>
        <DirectionContext.Provider value={direction}>
          <AnnouncerProvider>
            <div
              ref={rootRef}
              className={cx('portico-root', themeClassOf[theme], css.root, className)}
              style={toCssVars(styles, theme) as CSSProperties}
              dir={direction}
              lang={t.lang}
              data-portico-root=""
            >
              {children}
            </div>
          </AnnouncerProvider>
        </DirectionContext.Provider>
      </I18nContext.Provider>
    </NonceContext.Provider>
  );
}
