import { useAuthenticateFlowComplete } from '../../../flows/useConfirmationEvent';
import { OTPConfirmation } from '../screens/OTPConfirmation';
import { useWidget } from '../../../flows/WidgetContext';

export function OTPConfirmationContainer() {
  useAuthenticateFlowComplete(useWidget().callbacks);
  return <OTPConfirmation />;
}
