import type { ComponentType } from 'react';
import { usePasswordFlow } from '../../flows/password/usePasswordFlow';
import type { Screen } from '../../flows/state';
import { PasswordBreached } from '../../screens/PasswordBreached';
import { PasswordDedupe } from '../../screens/PasswordDedupe';
import { PasswordForgot } from '../../screens/PasswordForgot';
import { PasswordSetNew } from '../../screens/PasswordSetNew';
import type { ResetEmailScreenProps } from '../../screens/ResetEmailSent';
import { useFlowArgs, useWidget } from '../WidgetContext';

const views: Partial<Record<Screen, ComponentType<ResetEmailScreenProps>>> = {
  PasswordForgot,
  PasswordDedupe,
  PasswordSetNew,
  PasswordBreached,
};

/** The four screens that say a reset email went out; they share the password flow's resend. */
export default function ResetEmailContainer() {
  const { state, goToMain } = useWidget();
  const flow = usePasswordFlow(useFlowArgs());
  const View = views[state.screen] ?? PasswordForgot;
  return (
    <View
      email={flow.email}
      status={flow.status}
      error={flow.errors.password}
      onResendEmail={() => void flow.onResendEmail()}
      onBack={goToMain}
    />
  );
}
