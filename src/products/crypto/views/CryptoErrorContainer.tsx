import { CryptoError } from '../screens/CryptoError';
import { useWidget } from '../../../widget/WidgetContext';

export function CryptoErrorContainer() {
  return <CryptoError onBack={useWidget().goToMain} />;
}
