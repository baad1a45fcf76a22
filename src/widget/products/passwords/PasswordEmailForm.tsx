import { usePasswordEmailForm } from '../../../flows/password/usePasswordEmailForm';
import { MainEmailForm } from '../../../screens/MainEmailForm';
import { useFlowArgs } from '../../WidgetContext';

/** Main's password-email tab: 'username', so password managers pair it with the password to come. */
export function PasswordEmailForm() {
  return <MainEmailForm form={usePasswordEmailForm(useFlowArgs())} autoComplete="username" />;
}
