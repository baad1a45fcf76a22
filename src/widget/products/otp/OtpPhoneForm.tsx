import { useOtpSendForm } from '../../../flows/otp/useOtpSendForm';
import { MainPhoneForm } from '../../../screens/MainPhoneForm';
import { useFlowArgs } from '../../WidgetContext';
import type { MainFormProps } from '../types';

/** Main's Text and WhatsApp tabs: a country, a number, and the send button. */
export function OtpPhoneForm({ tab }: MainFormProps) {
  const method = tab === 'whatsapp' ? 'whatsapp' : 'sms';
  return <MainPhoneForm method={method} form={useOtpSendForm({ ...useFlowArgs(), method })} />;
}
