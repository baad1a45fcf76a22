import { useSessionConfirmation } from '../../../flows/useConfirmationEvent';
import { PasswordConfirmation } from '../screens/PasswordConfirmation';
import { useWidget } from '../../../flows/WidgetContext';

export function PasswordConfirmationContainer() {
  const { client, callbacks } = useWidget();
  return <PasswordConfirmation signedIn={useSessionConfirmation(client, callbacks)} />;
}
