import { PasswordConfirmation } from '../../screens/PasswordConfirmation';

export default function PasswordConfirmationContainer() {
  return <PasswordConfirmation />;
}
