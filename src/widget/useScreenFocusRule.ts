/** SPEC §2's focus rule, for every widget: focus follows screen changes, but the first screen of a page load never steals it. */
import { useMemo, useState } from 'react';
import type { ScreenFocus } from '../screens/ScreenFocus';

/**
 * `screen` names what is on show; null while nothing is yet (a loading state), which neither counts
 * as the first screen nor as a change. Derived while rendering, React's way (state, not a ref
 * written mid-render): once focus has moved, later screens take it too.
 */
export function useScreenFocusRule(screen: string | null): ScreenFocus {
  const [first, setFirst] = useState(screen);
  const [moved, setMoved] = useState(false);
  if (first === null && screen !== null) setFirst(screen);
  else if (!moved && screen !== null && screen !== first) setMoved(true);
  return useMemo(() => ({ focusOnMount: moved }), [moved]);
}
