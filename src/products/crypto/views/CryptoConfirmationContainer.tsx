import { CryptoConfirmation } from '../screens/CryptoConfirmation';

export function CryptoConfirmationContainer() {
  return <CryptoConfirmation />;
}
