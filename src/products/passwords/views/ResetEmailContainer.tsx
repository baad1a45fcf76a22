import type { ComponentType } from 'react';
import { usePasswordFlow } from '../flows/usePasswordFlow';
import type { ResetEmailScreenProps } from '../screens/ResetEmailSent';
import { useFlowArgs, useWidget } from '../../../flows/WidgetContext';

/** The four screens that say a reset email went out share the password flow's resend. */
export function ResetEmailContainer({ view: View }: { view: ComponentType<ResetEmailScreenProps> }) {
  const flow = usePasswordFlow(useFlowArgs());
  return (
    <View
      email={flow.email}
      status={flow.status}
      error={flow.errors.password}
      onResendEmail={() => void flow.onResendEmail()}
      onBack={useWidget().goToMain}
    />
  );
}
