import { useCryptoSign } from '../flows/useWalletStep';
import { CryptoSignMessage } from '../screens/CryptoSignMessage';
import { useFlowArgs, useWidget } from '../../../flows/WidgetContext';

export function CryptoSignMessageContainer() {
  return <CryptoSignMessage {...useCryptoSign(useFlowArgs())} onBack={useWidget().goToMain} />;
}
