import { useWalletButtons } from '../flows/useWalletButtons';
import { CryptoWalletButtons } from '../screens/CryptoWalletButtons';
import { useFlowArgs } from '../../../flows/WidgetContext';

/** Main's wallet buttons (SPEC §2), between the social buttons and the email form. */
export function CryptoWalletsPart() {
  return <CryptoWalletButtons {...useWalletButtons(useFlowArgs())} />;
}
