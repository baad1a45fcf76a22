import { PasswordConfirmation } from '../screens/PasswordConfirmation';

export function PasswordConfirmationContainer() {
  return <PasswordConfirmation />;
}
