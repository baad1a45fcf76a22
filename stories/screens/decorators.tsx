import type { Decorator } from '@storybook/react-vite';
import { I18nProvider } from '../../src/i18n/I18nProvider';
import { AnnouncerProvider } from '../../src/primitives/Announcer';
import { DirectionContext } from '../../src/primitives/direction';
import { Card } from '../../src/primitives/Card';
import { ScreenFocusContext } from '../../src/screens/ScreenFocus';

/**
 * A screen as the widget shows it: English strings, the direction Radix parts follow, the one
 * error live region, inside the 400px card.
 */
export const withWidget: Decorator = (Story, context) => (
  <DirectionContext.Provider value={context.globals.dir === 'rtl' ? 'rtl' : 'ltr'}>
    <I18nProvider>
      <AnnouncerProvider>
        <Card>
          <Story />
        </Card>
      </AnnouncerProvider>
    </I18nProvider>
  </DirectionContext.Provider>
);

/** As after a screen change: the widget asks the new screen to take focus. */
export const withFocusOnMount: Decorator = (Story) => (
  <ScreenFocusContext.Provider value={{ focusOnMount: true }}>
    <Story />
  </ScreenFocusContext.Provider>
);
