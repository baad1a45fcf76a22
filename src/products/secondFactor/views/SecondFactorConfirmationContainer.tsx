import { useAuthenticateFlowComplete } from '../../../flows/useConfirmationEvent';
import { useWidget } from '../../../widget/WidgetContext';
import { SecondFactorConfirmation } from '../screens/SecondFactorConfirmation';

export function SecondFactorConfirmationContainer() {
  useAuthenticateFlowComplete(useWidget().callbacks);
  return <SecondFactorConfirmation />;
}
