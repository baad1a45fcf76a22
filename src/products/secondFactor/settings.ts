/**
 * The security widget's own screen, never reached from the Login widget (its chunk, with
 * the QR code library, loads only when that widget is mounted).
 */
import { lazyView } from '../../flows/lazyView';

export const securitySettingsScreens = {
  SecuritySettings: lazyView(() => import('./views/settings').then((m) => m.SecuritySettingsContainer)),
} as const;
