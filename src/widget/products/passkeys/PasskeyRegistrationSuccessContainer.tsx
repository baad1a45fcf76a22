import { usePasskeyManager } from '../../../flows/passkeys/usePasskeyManager';
import { PasskeyRegistrationSuccess } from '../../../screens/PasskeyRegistrationSuccess';
import { useFlowArgs } from '../../WidgetContext';

export function PasskeyRegistrationSuccessContainer() {
  return <PasskeyRegistrationSuccess {...usePasskeyManager(useFlowArgs())} />;
}
