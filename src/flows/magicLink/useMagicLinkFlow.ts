/** SPEC §2 Main (magic-link email tab) and EmailConfirmation; SPEC §4 magic-link submit. */
import { useMemo, useState } from 'react';
import type { ErrorDescriptor } from '../state';
import { useFlowRuntime, type FlowArgs, type SubmitEvent } from '../runtime';
import { useSubmission } from '../useSubmission';
import { normaliseEmail, validateEmail } from '../validation';
import { inboxLinks, senderDomain, type InboxLink } from './inboxLinks';

export interface MagicLinkViewModel {
  values: { email: string };
  errors: { email: ErrorDescriptor | null };
  status: 'idle' | 'submitting';
  onEmailChange(email: string): void;
  /** Validates, then sends the link; bad input makes no call. */
  onSubmit(event?: SubmitEvent): Promise<void>;
  /** EmailConfirmation: the address the link went to. */
  sentTo: string;
  /** EmailConfirmation: 'Open in Gmail / Yahoo / Outlook'. */
  inboxLinks: InboxLink[];
  /** EmailConfirmation 'Try again': forget the email, back to Main, log the click. */
  onTryAgain(): void;
}

export function useMagicLinkFlow(args: FlowArgs): MagicLinkViewModel {
  const runtime = useFlowRuntime(args);
  const [email, setEmail] = useState(args.state.formState.magicLinkState.email);
  const submission = useSubmission(runtime);

  const onSubmit = async (event?: SubmitEvent) => {
    event?.preventDefault();
    if (submission.isBusy()) return;
    const address = normaliseEmail(email);
    const invalid = validateEmail(address, 'magicLink');
    if (invalid) {
      submission.setError({ id: invalid });
      return;
    }
    await submission.run('submitting', async () => {
      const { client, config, dispatch } = runtime.args;
      const options = config.emailMagicLinksOptions;
      const answer = await client.magicLinks.email.loginOrCreate(address, {
        loginRedirectURL: options.loginRedirectURL,
        signupRedirectURL: options.signupRedirectURL,
        loginExpirationMinutes: options.loginExpirationMinutes,
        signupExpirationMinutes: options.signupExpirationMinutes,
        createUserAsPending: options.createUserAsPending,
      });
      // SPEC §4: store the email, go to EmailConfirmation, emit the event, log it.
      dispatch({ type: 'set_magic_link_email', email: address });
      dispatch({ type: 'transition', screen: 'EmailConfirmation' });
      runtime.emit({
        type: 'MagicLinkLoginOrCreateEvent',
        data: { email: address, user_id: answer.user_id, user_created: answer.user_created },
      });
      runtime.log('email_sent', { email: address, type: 'magic_link' });
    });
  };

  const sentTo = args.state.formState.magicLinkState.email;
  const domainHint = args.config.emailMagicLinksOptions.domainHint;
  const bootstrap = args.bootstrap ?? args.client.bootstrap.getSync();
  const domain = senderDomain(domainHint, bootstrap);
  const links = useMemo(() => inboxLinks(domain), [domain]);

  return {
    values: { email },
    errors: { email: submission.error },
    status: submission.status,
    onEmailChange: (next) => {
      setEmail(next);
      submission.setError(null); // an error about the old text no longer applies
    },
    onSubmit,
    sentTo,
    inboxLinks: links,
    onTryAgain: () => {
      const { dispatch } = runtime.args;
      runtime.log('email_try_again_clicked', { email: sentTo, type: 'magic_link' });
      dispatch({ type: 'set_magic_link_email', email: '' });
      dispatch({ type: 'transition', screen: 'Main' });
    },
  };
}
