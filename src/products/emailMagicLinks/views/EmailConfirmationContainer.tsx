import { useEmailConfirmation } from '../flows/useEmailConfirmation';
import { EmailConfirmation } from '../screens/EmailConfirmation';
import { useFlowArgs, useWidget } from '../../../flows/WidgetContext';

export function EmailConfirmationContainer() {
  const flow = useEmailConfirmation(useFlowArgs());
  return (
    <EmailConfirmation
      email={flow.email}
      onTryAgain={flow.onTryAgain}
      onBack={useWidget().goToMain}
      {...(flow.senderDomain ? { senderDomain: flow.senderDomain } : {})}
    />
  );
}
