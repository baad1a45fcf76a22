import { useOtpSendForm } from '../../../flows/otp/useOtpSendForm';
import { MainEmailForm } from '../../../screens/MainEmailForm';
import { useFlowArgs } from '../../WidgetContext';

/** Main's email tab when the code goes by email. */
export function OtpEmailForm() {
  return <MainEmailForm form={useOtpSendForm({ ...useFlowArgs(), method: 'email' })} />;
}
