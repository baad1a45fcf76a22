import { useAuthenticateFlowComplete } from '../../../flows/useConfirmationEvent';
import { OTPConfirmation } from '../screens/OTPConfirmation';
import { useWidget } from '../../../widget/WidgetContext';

export function OTPConfirmationContainer() {
  useAuthenticateFlowComplete(useWidget().callbacks);
  return <OTPConfirmation />;
}
