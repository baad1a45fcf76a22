/**
 * The account center's first screen: the overview, each section opened through a step-up when the
 * session is not fresh (docs/account.md). As a single section's widget (its `home`), it opens that
 * section at once, through the same step-up. Back from a provider, it opens the connections.
 */
import { useEffect, useRef, useState } from 'react';
import type { AccountSection } from '../../../flows/config';
import { useFlowRuntime } from '../../../flows/runtime';
import type { Screen } from '../../../flows/state';
import { useT } from '../../../i18n/I18nProvider';
import { useFlowArgs, useWidget } from '../../../flows/WidgetContext';
import { cameBackFromProvider } from '../flows/linkReturn';
import { useAccountOverview } from '../flows/useAccountOverview';
import { accountMessages } from '../messages';
import { AccountLoading } from '../screens/AccountLoading';
import { AccountOverview } from '../screens/AccountOverview';
import { NEEDS_FRESH, SECTION_SCREENS, sectionsFor } from './sections';
import { StepUpGate } from './StepUpGate';

const sectionOf = (screen: Screen) => (Object.keys(SECTION_SCREENS) as AccountSection[]).find((section) => SECTION_SCREENS[section] === screen);

export function AccountContainer() {
  const t = useT(accountMessages);
  const args = useFlowArgs();
  const { home, products } = useWidget();
  const account = useAccountOverview(useFlowRuntime(args));
  const [gate, setGate] = useState<AccountSection | null>(null);
  const overview = account.overview;
  const hasScreen = (screen: Screen) => products?.some((product) => product.screens[screen]) ?? false;
  const sections = overview ? sectionsFor(args.config, overview, hasScreen) : [];
  // A widget of one section: its home is that section's screen, which this one opens.
  const only = home === 'Account' ? undefined : sectionOf(home);

  const go = (section: AccountSection) => args.dispatch({ type: 'transition', screen: SECTION_SCREENS[section] });
  const open = (section: AccountSection) => {
    if (NEEDS_FRESH.has(section) && account.needsStepUp()) setGate(section);
    else go(section);
  };

  const started = useRef(false);
  useEffect(() => {
    if (!overview || started.current) return;
    started.current = true;
    if (only) open(only);
    else if (cameBackFromProvider() && sections.includes('connections')) open('connections');
    // Once the account is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [overview]);

  if (overview && gate) {
    return (
      <StepUpGate
        overview={overview}
        onVerified={() => {
          setGate(null);
          go(gate);
        }}
        onBack={only ? undefined : () => setGate(null)}
      />
    );
  }
  if (only) {
    // Its one section opens as soon as the account is read (above).
    return <AccountLoading title={t('account.title')} status={account.status === 'failed' ? 'failed' : 'loading'} error={account.error} onRetry={() => void account.reload()} />;
  }
  return (
    <AccountOverview
      status={account.status}
      account={
        overview && {
          name: overview.name,
          email: overview.email,
          pictureUrl: overview.picture_url,
          hasPassword: overview.has_password,
          connections: overview.connections.map((row) => row.provider),
          secondFactor: overview.second_factor,
          passkeys: overview.passkeys,
        }
      }
      sections={sections}
      error={account.error}
      onOpen={open}
      onRetry={() => void account.reload()}
    />
  );
}
