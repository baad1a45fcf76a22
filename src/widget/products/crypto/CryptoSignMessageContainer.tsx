import { useCryptoSign } from '../../../flows/crypto/useWalletStep';
import { CryptoSignMessage } from '../../../screens/CryptoSignMessage';
import { useFlowArgs, useWidget } from '../../WidgetContext';

export function CryptoSignMessageContainer() {
  return <CryptoSignMessage {...useCryptoSign(useFlowArgs())} onBack={useWidget().goToMain} />;
}
