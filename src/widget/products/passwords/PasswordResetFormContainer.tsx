import { usePasswordResetFlow } from '../../../flows/password/usePasswordResetFlow';
import { PasswordResetForm } from '../../../screens/PasswordResetForm';
import { useFlowArgs } from '../../WidgetContext';

export function PasswordResetFormContainer() {
  const flow = usePasswordResetFlow(useFlowArgs());
  return <PasswordResetForm {...flow} onSubmit={(event) => void flow.onSubmit(event)} />;
}
