import { useCryptoConnect } from '../../../flows/crypto/useWalletStep';
import { CryptoConnect } from '../../../screens/CryptoConnect';
import { useFlowArgs, useWidget } from '../../WidgetContext';

export function CryptoConnectContainer() {
  return <CryptoConnect {...useCryptoConnect(useFlowArgs())} onBack={useWidget().goToMain} />;
}
