import { createContext, useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import * as hidden from './VisuallyHidden.css';

type Announce = (text: string) => void;
const AnnouncerContext = createContext<Announce | null>(null);

export interface AnnouncerProviderProps {
  children: ReactNode;
}

/**
 * The widget's one live region for errors: fields and banners show their errors where they are,
 * and speak them through this single region, so a screen reader hears each error once.
 */
export function AnnouncerProvider({ children }: AnnouncerProviderProps) {
  const [message, setMessage] = useState({ text: '', serial: 0 });
  const announce = useRef<Announce>((text) => setMessage((prev) => ({ text, serial: prev.serial + 1 })));
  return (
    <AnnouncerContext.Provider value={announce.current}>
      {children}
      {/* VisuallyHidden's element itself, without its component: one fibre less in every first render, and bytes of the first download (see WidgetBody's card). */}
      <span className={hidden.root} role="alert" aria-atomic="true" data-announcer="">
        {/* A fresh key makes a repeated message a new announcement; nothing until the first. */}
        {message.serial > 0 ? <span key={message.serial}>{message.text}</span> : null}
      </span>
    </AnnouncerContext.Provider>
  );
}

/** Speaks the element's text through the nearest AnnouncerProvider whenever it appears or changes. */
export function useAnnounceElement(ref: RefObject<HTMLElement | null>, active: boolean) {
  const announce = useContext(AnnouncerContext);
  const last = useRef('');
  useEffect(() => {
    if (!active) {
      last.current = '';
      return;
    }
    const text = ref.current?.textContent?.trim() ?? '';
    if (announce && text && text !== last.current) {
      last.current = text;
      announce(text);
    }
  });
}
