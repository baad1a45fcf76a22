import { useCryptoConnect } from '../flows/useWalletStep';
import { CryptoConnect } from '../screens/CryptoConnect';
import { useFlowArgs, useWidget } from '../../../flows/WidgetContext';

export function CryptoConnectContainer() {
  return <CryptoConnect {...useCryptoConnect(useFlowArgs())} onBack={useWidget().goToMain} />;
}
