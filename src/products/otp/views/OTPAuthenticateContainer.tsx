import { useOtpFlow } from '../flows/useOtpFlow';
import { OTPAuthenticate } from '../screens/OTPAuthenticate';
import { useFlowArgs, useWidget } from '../../../flows/WidgetContext';

export function OTPAuthenticateContainer() {
  const { goToMain } = useWidget();
  const otp = useOtpFlow(useFlowArgs());
  // The flow decides when a code is sent; the screen only reports what the person did.
  return <OTPAuthenticate {...otp} onBack={goToMain} />;
}
