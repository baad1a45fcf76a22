import { usePasskeyManager } from '../flows/usePasskeyManager';
import { PasskeyRegistrationSuccess } from '../screens/PasskeyRegistrationSuccess';
import { useFlowArgs } from '../../../flows/WidgetContext';

export function PasskeyRegistrationSuccessContainer() {
  return <PasskeyRegistrationSuccess {...usePasskeyManager(useFlowArgs())} />;
}
