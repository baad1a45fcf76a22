import { usePasswordResetFlow } from '../flows/usePasswordResetFlow';
import { PasswordResetForm } from '../screens/PasswordResetForm';
import { useFlowArgs } from '../../../flows/WidgetContext';

export function PasswordResetFormContainer() {
  const flow = usePasswordResetFlow(useFlowArgs());
  return <PasswordResetForm {...flow} onSubmit={(event) => void flow.onSubmit(event)} />;
}
