/** SPEC §2 EmailConfirmation: where the link went, the sender domain for the inbox links, and 'Try again'. */
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import type { EmailConfirmationProps } from '../screens/EmailConfirmation';
import { senderDomain } from './senderDomain';

/** The screen owns its props; the flow returns them, less what the container adds. */
export type EmailConfirmationViewModel = Omit<EmailConfirmationProps, 'onBack' | 'error'>;

export function useEmailConfirmation(args: FlowArgs): EmailConfirmationViewModel {
  const runtime = useFlowRuntime(args);
  const email = args.state.formState.magicLinkState.email;
  const bootstrap = args.bootstrap ?? args.client.bootstrap.getSync();
  return {
    email,
    senderDomain: senderDomain(args.config.emailMagicLinksOptions.domainHint, bootstrap),
    onTryAgain: () => {
      const { dispatch } = runtime.args;
      runtime.log('email_try_again_clicked', { email, type: 'magic_link' });
      dispatch({ type: 'set_magic_link_email', email: '' });
      dispatch({ type: 'transition', screen: 'Main' });
    },
  };
}
