import { useFlowArgs, useWidget } from '../../../flows/WidgetContext';
import { useSecondFactor } from '../flows/useSecondFactor';
import { SecondFactor } from '../screens/SecondFactor';

export function SecondFactorContainer() {
  const { goToMain } = useWidget();
  const flow = useSecondFactor(useFlowArgs());
  return <SecondFactor {...flow} onSubmit={(code) => void flow.onSubmit(code)} onResend={() => void flow.onResend()} onBack={goToMain} />;
}
