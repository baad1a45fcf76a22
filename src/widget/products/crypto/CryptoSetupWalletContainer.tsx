import { WALLET_SITES } from '../../../flows/crypto/walletSites';
import { CryptoSetupWallet } from '../../../screens/CryptoSetupWallet';
import { useWidget } from '../../WidgetContext';

export function CryptoSetupWalletContainer() {
  return <CryptoSetupWallet sites={WALLET_SITES} onBack={useWidget().goToMain} />;
}
