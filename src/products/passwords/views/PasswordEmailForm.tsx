import { usePasswordEmailForm } from '../flows/usePasswordEmailForm';
import { MainEmailForm } from '../../../screens/MainEmailForm';
import type { MainFormProps } from '../../../flows/productModule';
import { useFlowArgs } from '../../../flows/WidgetContext';

/** Main's password-email tab: 'username', so password managers pair it with the password to come. */
export function PasswordEmailForm({ passkeyAutofill }: MainFormProps) {
  return <MainEmailForm form={usePasswordEmailForm(useFlowArgs())} autoComplete="username" passkeyAutofill={passkeyAutofill} />;
}
