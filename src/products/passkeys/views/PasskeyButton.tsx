import { usePasskeySignIn } from '../flows/usePasskeySignIn';
import { MainPasskeyButton } from '../screens/MainPasskeyButton';
import { useFlowArgs } from '../../../flows/WidgetContext';

/** Main's passkey part: 'Login with a Passkey'. */
export function PasskeyButton() {
  const flow = usePasskeySignIn(useFlowArgs());
  return <MainPasskeyButton status={flow.status} onSignIn={flow.onSignIn} />;
}
