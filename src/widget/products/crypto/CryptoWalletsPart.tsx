import { useWalletButtons } from '../../../flows/crypto/useWalletButtons';
import { CryptoWalletButtons } from '../../../screens/CryptoWalletButtons';
import { useFlowArgs } from '../../WidgetContext';

/** Main's wallet buttons (SPEC §2), between the social buttons and the email form. */
export function CryptoWalletsPart() {
  return <CryptoWalletButtons {...useWalletButtons(useFlowArgs())} />;
}
