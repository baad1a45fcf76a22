import { useSessionConfirmation } from '../../../flows/useConfirmationEvent';
import { PasswordConfirmation } from '../screens/PasswordConfirmation';
import { useWidget } from '../../../widget/WidgetContext';

export function PasswordConfirmationContainer() {
  const { client, callbacks } = useWidget();
  return <PasswordConfirmation signedIn={useSessionConfirmation(client, callbacks)} />;
}
