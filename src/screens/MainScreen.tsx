import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { useT } from '../i18n/I18nProvider';
import { Divider } from '../primitives/Divider';
import { Logo } from '../primitives/Logo';
import { Text } from '../primitives/Text';
import { ScreenLayout } from './ScreenLayout';
import type { ScreenError } from './types';

// Main's banner comes from a sign-in that failed on its way back (SPEC §2): its view downloads then.
const ErrorBanner = lazy(() => import('./sharedParts').then((m) => ({ default: m.ErrorBanner })));

/** One part of Main: social buttons, wallet buttons, the sign-in form (or its tabs), the passkey button. */
export interface MainScreenPart {
  /** Names the part (`data-main-part`), e.g. 'social', 'crypto', 'form', 'passkey'. */
  id: string;
  content: ReactNode;
}

export interface MainScreenProps {
  /** The configured parts in display order; an 'or' divider goes between them (SPEC §2). */
  parts: readonly MainScreenPart[];
  /** A config that cannot be shown: its message replaces the parts (SPEC §2). @defaultValue undefined */
  configError?: string;
  /** SPEC §2: a warning or error banner. @defaultValue null */
  banner?: { descriptor: ScreenError; severity: 'warning' | 'error' } | null;
  /** The host's logo (theme logo.logoImageUrl). @defaultValue undefined */
  logo?: { src: string; alt: string };
  /** Hide 'Sign up or log in' on screen; it stays the heading for assistive technology. @defaultValue false */
  hideHeaderText?: boolean;
}

/** SPEC §2 Main: logo, header, banner, then the configured parts with 'or' between them. */
export function MainScreen({ parts, configError, banner = null, logo, hideHeaderText = false }: MainScreenProps) {
  const t = useT();
  return (
    <ScreenLayout
      title={t('main.header')}
      titleHidden={hideHeaderText}
      before={logo ? <Logo src={logo.src} alt={logo.alt} /> : undefined}
    >
      {banner ? (
        <Suspense fallback={null}>
          <ErrorBanner error={banner.descriptor} severity={banner.severity} />
        </Suspense>
      ) : null}
      {configError ? (
        <Text variant="error">{configError}</Text>
      ) : (
        parts.map((part, index) => (
          <Fragment key={part.id}>
            {index > 0 ? <Divider text={t('common.or')} /> : null}
            <div data-main-part={part.id}>{part.content}</div>
          </Fragment>
        ))
      )}
    </ScreenLayout>
  );
}
