import { useAuthenticateFlowComplete } from '../../../flows/useConfirmationEvent';
import { useWidget } from '../../../flows/WidgetContext';
import { SecondFactorConfirmation } from '../screens/SecondFactorConfirmation';

export function SecondFactorConfirmationContainer() {
  useAuthenticateFlowComplete(useWidget().callbacks);
  return <SecondFactorConfirmation />;
}
