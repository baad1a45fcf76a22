/** SPEC §2 Main (magic-link email tab); SPEC §4 magic-link submit. */
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import { useEmailForm, type EmailFormViewModel } from '../../../flows/useEmailForm';

export type MagicLinkFormViewModel = EmailFormViewModel;

export function useMagicLinkForm(args: FlowArgs): MagicLinkFormViewModel {
  const runtime = useFlowRuntime(args);
  return useEmailForm(runtime, {
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
}
