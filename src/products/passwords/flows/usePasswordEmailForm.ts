/** SPEC §2 Main password-email tab; SPEC §4 'Password email success'. */
import type { FlowArgs } from '../../../flows/runtime';
import { useEmailForm, type EmailFormSpec, type EmailFormViewModel } from '../../../flows/useEmailForm';

export type PasswordEmailFormViewModel = EmailFormViewModel;

const passwordEmailForm: EmailFormSpec = {
  form: 'password',
  initial: (state) => state.formState.passwordState.email,
  async send(runtime, address) {
    const { userType } = await runtime.args.client.users.searchByEmail(address);
    // SPEC §4: store the email and user type, go to the password screen, log an event.
    runtime.args.dispatch({ type: 'update_password_state', passwordState: { email: address, type: userType } });
    runtime.args.dispatch({ type: 'transition', screen: 'PasswordCreateOrLogin' });
    runtime.log('password_email_lookup', { email: address, type: userType });
  },
};

export const usePasswordEmailForm = (args: FlowArgs): PasswordEmailFormViewModel => useEmailForm(args, passwordEmailForm);
