/** SPEC §2 Main password-email tab; SPEC §4 'Password email success'. */
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import { useEmailForm, type EmailFormViewModel } from '../../../flows/useEmailForm';

export type PasswordEmailFormViewModel = EmailFormViewModel;

export function usePasswordEmailForm(args: FlowArgs): PasswordEmailFormViewModel {
  const runtime = useFlowRuntime(args);
  return useEmailForm(runtime, {
    initial: args.state.formState.passwordState.email,
    form: 'password',
    send: async (address) => {
      const { client, dispatch } = runtime.args;
      const { userType } = await client.users.searchByEmail(address);
      // SPEC §4: store the email and user type, go to the password screen, log an event.
      dispatch({ type: 'update_password_state', passwordState: { email: address, type: userType } });
      dispatch({ type: 'transition', screen: 'PasswordCreateOrLogin' });
      runtime.log('password_email_lookup', { email: address, type: userType });
    },
  });
}
