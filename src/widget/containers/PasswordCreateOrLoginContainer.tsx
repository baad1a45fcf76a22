import { usePasswordFlow } from '../../flows/password/usePasswordFlow';
import { PasswordCreateOrLogin } from '../../screens/PasswordCreateOrLogin';
import { useFlowArgs, useWidget } from '../WidgetContext';

export default function PasswordCreateOrLoginContainer() {
  const { goToMain } = useWidget();
  const flow = usePasswordFlow(useFlowArgs());
  return (
    <PasswordCreateOrLogin
      mode={flow.mode}
      email={flow.email}
      values={flow.values}
      errors={flow.errors}
      status={flow.status}
      strength={flow.strength}
      canSubmit={flow.canSubmit}
      onPasswordChange={flow.onPasswordChange}
      onSubmit={(event) => void flow.onSubmit(event)}
      onForgotPassword={() => void flow.onForgotPassword()}
      onCreatePassword={() => void flow.onCreatePassword()}
      onBack={goToMain}
    />
  );
}
