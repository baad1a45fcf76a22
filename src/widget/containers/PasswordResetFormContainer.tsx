import { usePasswordResetFlow } from '../../flows/password/usePasswordResetFlow';
import { PasswordResetForm } from '../../screens/PasswordResetForm';
import { useFlowArgs } from '../WidgetContext';

export default function PasswordResetFormContainer() {
  const flow = usePasswordResetFlow(useFlowArgs());
  return (
    <PasswordResetForm
      mode={flow.mode}
      values={flow.values}
      errors={flow.errors}
      status={flow.status}
      strength={flow.strength}
      canSubmit={flow.canSubmit}
      onPasswordChange={flow.onPasswordChange}
      onSubmit={(event) => void flow.onSubmit(event)}
      onLoginWithoutPassword={flow.onLoginWithoutPassword}
    />
  );
}
