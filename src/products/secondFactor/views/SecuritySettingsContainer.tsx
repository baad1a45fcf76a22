import { useFlowArgs, useWidget } from '../../../flows/WidgetContext';
import { usePhoneNumber } from '../flows/usePhoneNumber';
import { useSecurityFactors } from '../flows/useSecurityFactors';
import { PhoneNumberRow } from '../screens/PhoneNumberRow';
import { PhoneNumberSettings } from '../screens/PhoneNumberSettings';
import { SecuritySettings } from '../screens/SecuritySettings';

export function SecuritySettingsContainer() {
  const args = useFlowArgs();
  // In the account center, back to its overview; the security widget is its own home.
  const { goToMain, home } = useWidget();
  const flow = useSecurityFactors(args);
  const phone = usePhoneNumber(args);
  if (phone.step) {
    return (
      <PhoneNumberSettings
        {...phone}
        step={phone.step}
        onSend={() => void phone.onSend()}
        onVerify={(code) => void phone.onVerify(code)}
        onResend={() => void phone.onResend()}
        onEnable={(password) => void phone.onEnable(password)}
        onRemove={() => void phone.onRemove()}
      />
    );
  }
  const onFile = phone.onFile;
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
      onBack={home !== 'SecuritySettings' ? goToMain : undefined}
      phoneNumber={
        onFile && flow.step.kind === 'overview' ? (
          <PhoneNumberRow
            phone={onFile.phone}
            sms={onFile.sms}
            canEnable={onFile.asksPassword}
            disabled={flow.status === 'working'}
            onAdd={phone.onAdd}
            onEnable={phone.onStartEnable}
            onRemove={phone.onStartRemove}
          />
        ) : undefined
      }
    />
  );
}
