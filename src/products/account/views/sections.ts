/** Each section's screen, and which need a fresh session to open (docs/account.md "Step-up"). */
import type { AccountOverview } from '../../../client/accountTypes';
import type { AccountSection, ResolvedConfig } from '../../../flows/config';
import type { Screen } from '../../../flows/state';
import { ACCOUNT_SECTIONS } from '../screens/AccountOverview';

export const SECTION_SCREENS: Record<AccountSection, Screen> = {
  profile: 'AccountProfile',
  email: 'AccountEmail',
  password: 'AccountPassword',
  connections: 'AccountConnections',
  security: 'SecuritySettings',
  sessions: 'AccountSessions',
  delete: 'AccountDelete',
};

/** Email, password, factors and deletion change how the person gets in; the list of sessions shows where they are. */
export const NEEDS_FRESH: ReadonlySet<AccountSection> = new Set(['email', 'password', 'connections', 'security', 'sessions', 'delete']);

/** The sections to offer: the config's (or all), less those this backend or widget cannot serve. */
export function sectionsFor(config: ResolvedConfig, overview: AccountOverview, hasScreen: (screen: Screen) => boolean): AccountSection[] {
  const wanted = config.accountOptions?.sections ?? ACCOUNT_SECTIONS;
  return wanted.filter((section) => {
    if (!hasScreen(SECTION_SCREENS[section])) return false;
    if (section === 'email') return overview.can.change_email || overview.secondary_emails !== null;
    if (section === 'delete') return overview.can.delete_account;
    if (section === 'connections') return overview.connections.length > 0 || config.oauthOptions.providers.length > 0;
    return true;
  });
}
