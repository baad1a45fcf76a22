import { WALLET_SITES } from '../flows/walletSites';
import { CryptoSetupWallet } from '../screens/CryptoSetupWallet';
import { useWidget } from '../../../flows/WidgetContext';

export function CryptoSetupWalletContainer() {
  return <CryptoSetupWallet sites={WALLET_SITES} onBack={useWidget().goToMain} />;
}
