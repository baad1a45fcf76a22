/** SPEC §2 Main (magic-link email tab) and EmailConfirmation; SPEC §4 magic-link submit. */
import { useMemo } from 'react';
import { useFlowRuntime, type FlowArgs } from '../runtime';
import { useEmailForm, type EmailFormViewModel } from '../useEmailForm';
import { inboxLinks, senderDomain, type InboxLink } from './inboxLinks';

export interface MagicLinkViewModel extends EmailFormViewModel {
  /** EmailConfirmation: the address the link went to. */
  sentTo: string;
  /** EmailConfirmation: 'Open in Gmail / Yahoo / Outlook'. */
  inboxLinks: InboxLink[];
  /** EmailConfirmation 'Try again': forget the email, back to Main, log the click. */
  onTryAgain(): void;
}

export function useMagicLinkFlow(args: FlowArgs): MagicLinkViewModel {
  const runtime = useFlowRuntime(args);
  const emailForm = useEmailForm(runtime, {
    initial: args.state.formState.magicLinkState.email,
    form: 'magicLink',
    send: async (address) => {
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
    },
  });

  const sentTo = args.state.formState.magicLinkState.email;
  const domainHint = args.config.emailMagicLinksOptions.domainHint;
  const bootstrap = args.bootstrap ?? args.client.bootstrap.getSync();
  const domain = senderDomain(domainHint, bootstrap);
  const links = useMemo(() => inboxLinks(domain), [domain]);

  return {
    ...emailForm,
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
