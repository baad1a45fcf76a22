import { usePasswordEmailForm } from '../../../flows/password/usePasswordEmailForm';
import { MainEmailForm } from '../../../screens/MainEmailForm';
import type { MainFormProps } from '../types';
import { useFlowArgs } from '../../WidgetContext';

/** Main's password-email tab: 'username', so password managers pair it with the password to come. */
export function PasswordEmailForm({ passkeyAutofill }: MainFormProps) {
  return <MainEmailForm form={usePasswordEmailForm(useFlowArgs())} autoComplete={passkeyAutofill ? 'username webauthn' : 'username'} />;
}
