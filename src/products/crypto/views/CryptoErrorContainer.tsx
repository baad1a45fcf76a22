import { CryptoError } from '../screens/CryptoError';
import { useWidget } from '../../../flows/WidgetContext';

export function CryptoErrorContainer() {
  return <CryptoError onBack={useWidget().goToMain} />;
}
