/** The account center's section screens, each in its frame (AccountSectionFrame): the account read, and a step-up when a change finds the session stale. */
import { useEffect, useState } from 'react';
import { useFlowArgs, useWidget } from '../../../flows/WidgetContext';
import { useConnections } from '../flows/useConnections';
import { useDeleteAccount } from '../flows/useDeleteAccount';
import { useEmailSection } from '../flows/useEmailSection';
import { useProfile } from '../flows/useProfile';
import { useSessions } from '../flows/useSessions';
import { accountPageUrl, readLinkReturn } from '../flows/linkReturn';
import type { AccountOverview } from '../../../client/accountTypes';
import type { ErrorDescriptor } from '../../../flows/state';
import { AccountConnections } from '../screens/AccountConnections';
import { AccountDelete } from '../screens/AccountDelete';
import { AccountEmail } from '../screens/AccountEmail';
import { AccountProfile } from '../screens/AccountProfile';
import { AccountSessions } from '../screens/AccountSessions';
import { AccountSectionFrame, type SectionContext } from './AccountSectionFrame';

/** Tells the frame when a change was refused as stale. */
const useStale = (context: SectionContext, ...errors: Array<ErrorDescriptor | null>) => {
  const stale = errors.find((error) => error?.id === 'error.session_not_fresh') ?? null;
  useEffect(() => context.stale(stale), [stale]); // eslint-disable-line react-hooks/exhaustive-deps
};

function Profile({ context }: { context: SectionContext }) {
  const { goToMain } = useWidget();
  const flow = useProfile({ ...useFlowArgs(), overview: context.overview, onSaved: goToMain });
  useStale(context, flow.errors.form);
  return <AccountProfile {...flow} onBack={context.onBack} />;
}

function Email({ context }: { context: SectionContext }) {
  const args = useFlowArgs();
  const flow = useEmailSection({ ...args, overview: context.overview, reload: context.reload, redirectUrl: accountPageUrl(args.config.accountOptions?.redirectURL) });
  useStale(context, flow.errors.form);
  const done = context.onBack ?? (() => void context.reload());
  return <AccountEmail {...flow} onDone={done} onBack={context.onBack} />;
}

function Connections({ context }: { context: SectionContext }) {
  // Back from a provider: what it said, read once and taken out of the address bar.
  const [returned] = useState(() => readLinkReturn());
  const flow = useConnections({ ...useFlowArgs(), overview: context.overview, reload: context.reload, returnError: returned.error });
  useStale(context, flow.error);
  return <AccountConnections {...flow} onBack={context.onBack} />;
}

function Sessions({ context }: { context: SectionContext }) {
  const flow = useSessions(useFlowArgs());
  useStale(context, flow.error);
  return <AccountSessions {...flow} onBack={context.onBack} />;
}

function Delete({ context, overview }: { context: SectionContext; overview: AccountOverview }) {
  const flow = useDeleteAccount({ ...useFlowArgs(), userId: overview.user_id });
  useStale(context, flow.error);
  return <AccountDelete {...flow} onBack={flow.step === 'deleted' ? undefined : context.onBack} />;
}

export const ProfileContainer = () => <AccountSectionFrame title="account.profile.title">{(context) => <Profile context={context} />}</AccountSectionFrame>;
export const EmailContainer = () => <AccountSectionFrame title="account.email.title">{(context) => <Email context={context} />}</AccountSectionFrame>;
export const SessionsContainer = () => <AccountSectionFrame title="account.sessions.title">{(context) => <Sessions context={context} />}</AccountSectionFrame>;
export const DeleteContainer = () => (
  <AccountSectionFrame title="account.delete.title">{(context) => <Delete context={context} overview={context.overview} />}</AccountSectionFrame>
);

export const ConnectionsContainer = () => (
  <AccountSectionFrame title="account.connections.title">{(context) => <Connections context={context} />}</AccountSectionFrame>
);
