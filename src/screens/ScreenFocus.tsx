import { createContext, useContext } from 'react';

export interface ScreenFocus {
  /** Move focus to the screen's title when it mounts (after a screen change). @defaultValue false */
  focusOnMount: boolean;
}

/**
 * Set by the widget once the person has done something: the first screen of a page load never
 * steals focus, later screens take it to their title so assistive technology reads the change.
 */
export const ScreenFocusContext = createContext<ScreenFocus>({ focusOnMount: false });

export function useScreenFocus(): ScreenFocus {
  return useContext(ScreenFocusContext);
}
