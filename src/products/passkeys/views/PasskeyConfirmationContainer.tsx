import { useAuthenticateFlowComplete } from '../../../flows/useConfirmationEvent';
import { PasskeyConfirmation } from '../screens/PasskeyConfirmation';
import { useWidget } from '../../../flows/WidgetContext';

export function PasskeyConfirmationContainer() {
  useAuthenticateFlowComplete(useWidget().callbacks);
  return <PasskeyConfirmation />;
}
