import { useOtpSendForm } from '../flows/useOtpSendForm';
import { MainPhoneForm } from '../screens/MainPhoneForm';
import { useFlowArgs } from '../../../widget/WidgetContext';
import type { MainFormProps } from '../../../widget/products/types';

/** Main's Text and WhatsApp tabs: a country, a number, and the send button. */
export function OtpPhoneForm({ tab }: MainFormProps) {
  const method = tab === 'whatsapp' ? 'whatsapp' : 'sms';
  return <MainPhoneForm method={method} form={useOtpSendForm({ ...useFlowArgs(), method })} />;
}
