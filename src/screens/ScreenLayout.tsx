import { lazy, Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useT } from '../i18n/I18nProvider';
import { Heading } from '../primitives/Heading';
import * as hidden from '../primitives/VisuallyHidden.css';
import { cx } from '../primitives/cx';
import { useScreenFocus } from './ScreenFocus';
import * as styles from './ScreenLayout.css';

// Main, the first screen, has no back arrow: its view downloads with the screens that do.
const BackButton = lazy(() => import('./sharedParts').then((m) => ({ default: m.BackButton })));

export interface ScreenLayoutProps {
  /** The screen's title, an `h2` that takes focus on a screen change. */
  title: string;
  /** Keep the title for headings and focus, but hide it on screen. @defaultValue false */
  titleHidden?: boolean;
  /** Shows the back arrow (SPEC §2: it returns to Main). @defaultValue undefined */
  onBack?: () => void;
  /** Drawn above the title: a logo or an illustration. @defaultValue undefined */
  before?: ReactNode;
  /**
   * On a screen change, focus this instead of the title: for a screen whose first job is one field
   * (the passcode), which should then be described by the screen's text. @defaultValue the title
   */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Centre the header (confirmation screens). @defaultValue false */
  centered?: boolean;
  children?: ReactNode;
}

/** The frame every screen shares: back arrow, a real heading, then the screen's content. */
export function ScreenLayout({ title, titleHidden = false, onBack, before, initialFocus, centered = false, children }: ScreenLayoutProps) {
  const t = useT();
  const { focusOnMount } = useScreenFocus();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Only on mount: a re-render of the same screen must not pull focus out of a field.
    if (focusOnMount) (initialFocus?.current ?? headingRef.current)?.focus();
  }, []);

  const heading = (
    <Heading ref={headingRef} level={2} className={cx(styles.title, titleHidden && hidden.root)}>
      {title}
    </Heading>
  );
  const back = onBack ? (
    <Suspense fallback={<span className={styles.backPlaceholder} />}>
      <BackButton onBack={onBack} />
    </Suspense>
  ) : null;

  return (
    <div className={styles.root}>
      {/* A title alone gets no header box (one element less on Main's first frame); a
          hidden one then adds no gap above the content. */}
      {back || before || (centered && !titleHidden) ? (
        <div className={cx(styles.header, centered && styles.centered)}>
          {back}
          {before}
          {heading}
        </div>
      ) : (
        heading
      )}
      {children}
    </div>
  );
}
