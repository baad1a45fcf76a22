import { useFlowArgs, useWidget } from '../../../flows/WidgetContext';
import { usePasswordChange } from '../flows/usePasswordChange';
import { PasswordChange } from '../screens/PasswordChange';

/** The account center's password section (its own chunk, with the account center). */
export function PasswordChangeContainer() {
  const { goToMain, home, state } = useWidget();
  const flow = usePasswordChange({ ...useFlowArgs(), onSaved: goToMain });
  return <PasswordChange {...flow} onBack={home !== state.screen ? goToMain : undefined} />;
}
