import { useOtpSendForm } from '../flows/useOtpSendForm';
import { MainEmailForm } from '../../../screens/MainEmailForm';
import type { MainFormProps } from '../../../widget/products/types';
import { useFlowArgs } from '../../../widget/WidgetContext';

/** Main's email tab when the code goes by email. */
export function OtpEmailForm({ passkeyAutofill }: MainFormProps) {
  return <MainEmailForm form={useOtpSendForm({ ...useFlowArgs(), method: 'email' })} passkeyAutofill={passkeyAutofill} />;
}
