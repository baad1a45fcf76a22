import { useAuthenticateFlowComplete } from '../../../flows/useConfirmationEvent';
import { CryptoConfirmation } from '../screens/CryptoConfirmation';
import { useWidget } from '../../../flows/WidgetContext';

export function CryptoConfirmationContainer() {
  // A wallet sign-in's session is stored when this shows (SPEC §4 Crypto).
  useAuthenticateFlowComplete(useWidget().callbacks);
  return <CryptoConfirmation />;
}
