import { useOtpSendForm } from '../flows/useOtpSendForm';
import { MainEmailForm } from '../../../screens/MainEmailForm';
import type { MainFormProps } from '../../../flows/productModule';
import { useFlowArgs } from '../../../flows/WidgetContext';

/** Main's email tab when the code goes by email. */
export function OtpEmailForm({ passkeyAutofill }: MainFormProps) {
  return <MainEmailForm form={useOtpSendForm({ ...useFlowArgs(), method: 'email' })} passkeyAutofill={passkeyAutofill} />;
}
