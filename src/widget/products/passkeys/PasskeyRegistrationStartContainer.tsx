import { usePasskeyRegistration } from '../../../flows/passkeys/usePasskeyRegistration';
import { PasskeyRegistrationStart } from '../../../screens/PasskeyRegistrationStart';
import { useFlowArgs } from '../../WidgetContext';

export function PasskeyRegistrationStartContainer() {
  const flow = usePasskeyRegistration(useFlowArgs());
  return <PasskeyRegistrationStart status={flow.status} error={flow.error} onCreate={flow.onCreate} onSkip={flow.onSkip} />;
}
