import { usePasskeyManager } from '../flows/usePasskeyManager';
import { PasskeyRegistrationSuccess } from '../screens/PasskeyRegistrationSuccess';
import { useFlowArgs, useWidget } from '../../../flows/WidgetContext';

export function PasskeyRegistrationSuccessContainer() {
  const args = useFlowArgs();
  const flow = usePasskeyManager(args);
  // In a widget with the security screen (the security widget, the account center), 'Done' goes back
  // to it; the passkey registration widget itself only emits PasskeyDone (SPEC §2).
  const { products } = useWidget();
  const security = products?.some((product) => product.screens.SecuritySettings);
  const onDone = () => {
    flow.onDone();
    if (security) args.dispatch({ type: 'transition', screen: 'SecuritySettings' });
  };
  return <PasskeyRegistrationSuccess {...flow} onDone={onDone} />;
}
