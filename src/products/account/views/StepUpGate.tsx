import type { AccountOverview } from '../../../client/accountTypes';
import { useFlowArgs } from '../../../flows/WidgetContext';
import { useStepUp } from '../flows/useStepUp';
import { StepUp } from '../screens/StepUp';

/** The step-up before a sensitive section, or when a change found the session stale. */
export function StepUpGate({ overview, onVerified, onBack }: { overview: AccountOverview; onVerified(): void; onBack?: () => void }) {
  const flow = useStepUp({ ...useFlowArgs(), overview, onVerified });
  return <StepUp {...flow} onBack={onBack} />;
}
