import type { Decorator } from '@storybook/react-vite';
import { AnnouncerProvider } from '../../src/primitives/Announcer';
import { Card } from '../../src/primitives/Card';
import { ScreenFocusContext } from '../../src/screens/ScreenFocus';

/**
 * A screen as the widget shows it: the one error live region, inside the 400px card. Its strings
 * and direction come from the toolbar's language (.storybook/preview.tsx).
 */
export const withWidget: Decorator = (Story) => (
  <AnnouncerProvider>
    <Card>
      <Story />
    </Card>
  </AnnouncerProvider>
);

/** As after a screen change: the widget asks the new screen to take focus. */
export const withFocusOnMount: Decorator = (Story) => (
  <ScreenFocusContext.Provider value={{ focusOnMount: true }}>
    <Story />
  </ScreenFocusContext.Provider>
);
