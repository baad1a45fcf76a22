import { useOtpSendForm } from '../../../flows/otp/useOtpSendForm';
import { MainEmailForm } from '../../../screens/MainEmailForm';
import type { MainFormProps } from '../types';
import { useFlowArgs } from '../../WidgetContext';

/** Main's email tab when the code goes by email. */
export function OtpEmailForm({ passkeyAutofill }: MainFormProps) {
  return <MainEmailForm form={useOtpSendForm({ ...useFlowArgs(), method: 'email' })} autoComplete={passkeyAutofill ? 'username webauthn' : undefined} />;
}
