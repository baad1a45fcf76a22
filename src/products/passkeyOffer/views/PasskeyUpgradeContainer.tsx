import { useFlowArgs } from '../../../flows/WidgetContext';
import { usePasskeyUpgrade } from '../flows/usePasskeyUpgrade';
import { PasskeyUpgrade } from '../screens/PasskeyUpgrade';

/** The passkey offer (its own chunk: it downloads only when the offer is made). */
export function PasskeyUpgradeContainer({ onDone }: { onDone(): void }) {
  return <PasskeyUpgrade {...usePasskeyUpgrade({ ...useFlowArgs(), onDone })} />;
}
