import { CryptoError } from '../../../screens/CryptoError';
import { useWidget } from '../../WidgetContext';

export function CryptoErrorContainer() {
  return <CryptoError onBack={useWidget().goToMain} />;
}
