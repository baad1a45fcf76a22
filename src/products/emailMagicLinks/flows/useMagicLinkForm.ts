/** SPEC §2 Main (magic-link email tab); SPEC §4 magic-link submit. */
import type { FlowArgs } from '../../../flows/runtime';
import { useEmailForm, type EmailFormSpec, type EmailFormViewModel } from '../../../flows/useEmailForm';

export type MagicLinkFormViewModel = EmailFormViewModel;

const magicLinkForm: EmailFormSpec = {
  form: 'magicLink',
  initial: (state) => state.formState.magicLinkState.email,
  async send(runtime, address) {
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
};

export const useMagicLinkForm = (args: FlowArgs): MagicLinkFormViewModel => useEmailForm(args, magicLinkForm);
