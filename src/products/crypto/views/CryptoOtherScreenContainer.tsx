import { useWalletButtons } from '../flows/useWalletButtons';
import { CryptoOtherScreen } from '../screens/CryptoOtherScreen';
import { useFlowArgs, useWidget } from '../../../flows/WidgetContext';

export function CryptoOtherScreenContainer() {
  const { wallets, onSelect } = useWalletButtons(useFlowArgs());
  return <CryptoOtherScreen wallets={wallets} onSelect={onSelect} onBack={useWidget().goToMain} />;
}
