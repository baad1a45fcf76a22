import { useFlowArgs } from '../../../widget/WidgetContext';
import { useSecurityFactors } from '../flows/useSecurityFactors';
import { SecuritySettings } from '../screens/SecuritySettings';

export function SecuritySettingsContainer() {
  const args = useFlowArgs();
  const flow = useSecurityFactors(args);
  return (
    <SecuritySettings
      {...flow}
      onAddApp={() => void flow.onAddApp()}
      onConfirm={(code) => void flow.onConfirm(code)}
      onRegenerate={() => void flow.onRegenerate()}
      onRemove={(code) => void flow.onRemove(code)}
      onDone={() => void flow.onDone()}
      onPassword={(password) => void flow.onPassword(password)}
      onPasskeys={() => args.dispatch({ type: 'transition', screen: 'PasskeyRegistrationStart' })}
    />
  );
}
