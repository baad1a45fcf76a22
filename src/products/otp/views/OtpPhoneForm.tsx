import { useOtpSendForm } from '../flows/useOtpSendForm';
import { MainPhoneForm } from '../screens/MainPhoneForm';
import { useFlowArgs } from '../../../flows/WidgetContext';
import type { MainFormProps } from '../../../flows/productModule';

/** Main's Text and WhatsApp tabs: a country, a number, and the send button. */
export function OtpPhoneForm({ tab }: MainFormProps) {
  const method = tab === 'whatsapp' ? 'whatsapp' : 'sms';
  return <MainPhoneForm method={method} form={useOtpSendForm({ ...useFlowArgs(), method })} />;
}
