import { usePasswordFlow } from '../flows/usePasswordFlow';
import { PasswordCreateOrLogin } from '../screens/PasswordCreateOrLogin';
import { useFlowArgs, useWidget } from '../../../flows/WidgetContext';

export function PasswordCreateOrLoginContainer() {
  const { goToMain } = useWidget();
  const flow = usePasswordFlow(useFlowArgs());
  // The view model is the screen's props; only the async callbacks are adapted.
  return (
    <PasswordCreateOrLogin
      {...flow}
      onSubmit={(event) => void flow.onSubmit(event)}
      onForgotPassword={() => void flow.onForgotPassword()}
      onCreatePassword={() => void flow.onCreatePassword()}
      onBack={goToMain}
    />
  );
}
