import { useOtpFlow } from '../flows/useOtpFlow';
import { OTPAuthenticate } from '../screens/OTPAuthenticate';
import { useFlowArgs, useWidget } from '../../../widget/WidgetContext';

export function OTPAuthenticateContainer() {
  const { goToMain } = useWidget();
  const otp = useOtpFlow(useFlowArgs());
  return (
    <OTPAuthenticate
      {...otp}
      // The flow submits by itself at 6 digits and ignores a second submit of the same code.
      onSubmit={() => void otp.onSubmit()}
      onResend={() => void otp.onResend()}
      onBack={goToMain}
    />
  );
}
