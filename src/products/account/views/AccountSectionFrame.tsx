import { Fragment, useState, type ReactNode } from 'react';
import type { AccountOverview } from '../../../client/accountTypes';
import { useFlowRuntime } from '../../../flows/runtime';
import type { ErrorDescriptor } from '../../../flows/state';
import { useT } from '../../../i18n/I18nProvider';
import type { MessageId } from '../../../i18n/translator';
import { useFlowArgs, useWidget } from '../../../flows/WidgetContext';
import { useAccountOverview } from '../flows/useAccountOverview';
import { accountMessages } from '../messages';
import { AccountLoading } from '../screens/AccountLoading';
import { StepUpGate } from './StepUpGate';

export interface SectionContext {
  overview: AccountOverview;
  reload(): Promise<unknown>;
  /** Back to the overview; undefined when the section is the whole widget. */
  onBack: (() => void) | undefined;
  /** A change was refused as stale (`error.session_not_fresh`): the step-up shows, then the section again. */
  stale(error: ErrorDescriptor | null): void;
}

/** A section of the account center: its account read first, and a step-up when a change finds the session stale. */
export function AccountSectionFrame({ title, children }: { title: MessageId; children: (context: SectionContext) => ReactNode }) {
  const t = useT(accountMessages);
  const { goToMain, home, state } = useWidget();
  const account = useAccountOverview(useFlowRuntime(useFlowArgs()));
  const [stepUp, setStepUp] = useState(false);
  const [revision, setRevision] = useState(0);
  const onBack = home !== state.screen ? goToMain : undefined;
  const stale = (error: ErrorDescriptor | null) => {
    if (error?.id === 'error.session_not_fresh' && !stepUp) setStepUp(true);
  };
  if (account.status !== 'ready' || !account.overview) {
    return <AccountLoading title={t(title)} status={account.status === 'failed' ? 'failed' : 'loading'} error={account.error} onRetry={() => void account.reload()} onBack={onBack} />;
  }
  if (stepUp) {
    return (
      <StepUpGate
        overview={account.overview}
        onVerified={() => {
          setStepUp(false);
          setRevision((n) => n + 1);
          void account.reload();
        }}
        onBack={() => setStepUp(false)}
      />
    );
  }
  // The section's flows start again after a step-up (their stale error gone).
  return <Fragment key={revision}>{children({ overview: account.overview, reload: account.reload, onBack, stale })}</Fragment>;
}
