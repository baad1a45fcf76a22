import { usePasskeyRegistration } from '../flows/usePasskeyRegistration';
import { PasskeyRegistrationStart } from '../screens/PasskeyRegistrationStart';
import { useFlowArgs } from '../../../flows/WidgetContext';

export function PasskeyRegistrationStartContainer() {
  const flow = usePasskeyRegistration(useFlowArgs());
  return <PasskeyRegistrationStart status={flow.status} error={flow.error} onCreate={flow.onCreate} onSkip={flow.onSkip} />;
}
