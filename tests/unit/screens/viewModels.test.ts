import { describe, expectTypeOf, it } from 'vitest';
import type { MainLayout } from '../../../src/flows/mainLayout';
import type { MagicLinkViewModel } from '../../../src/flows/magicLink';
import type { OtpFlowViewModel, OtpSendFormViewModel } from '../../../src/flows/otp';
import type { PasswordEmailFormViewModel, PasswordFlowViewModel, PasswordResetFlowViewModel, StrengthView } from '../../../src/flows/password';
import type { MainScreenViewModel } from '../../../src/flows/useMainScreen';
import type {
  EmailFormModel,
  MainScreenLayout,
  MainScreenProps,
  OTPAuthenticateProps,
  PasswordCreateOrLoginProps,
  PasswordResetFormProps,
  PasswordStrengthModel,
  PhoneFormModel,
} from '../../../src/screens';

// Screens sit below flows and never import them; the widget passes flow view models straight in.
// These checks (run by tsc) fail when the two drift apart.
describe('screen props accept the flows’ view models', () => {
  it('Main', () => {
    expectTypeOf<MainLayout>().toExtend<MainScreenLayout>();
    expectTypeOf<MainScreenViewModel['banner']>().toExtend<MainScreenProps['banner']>();
    expectTypeOf<MagicLinkViewModel>().toExtend<EmailFormModel>();
    expectTypeOf<PasswordEmailFormViewModel>().toExtend<EmailFormModel>();
    expectTypeOf<OtpSendFormViewModel>().toExtend<EmailFormModel>();
    expectTypeOf<OtpSendFormViewModel>().toExtend<PhoneFormModel>();
  });

  it('OTPAuthenticate', () => {
    type Data = Pick<OTPAuthenticateProps, 'destination' | 'values' | 'errors' | 'status' | 'secondsLeft' | 'resendState'>;
    expectTypeOf<OtpFlowViewModel>().toExtend<Data>();
  });

  it('password screens', () => {
    expectTypeOf<StrengthView>().toExtend<PasswordStrengthModel>();
    expectTypeOf<PasswordFlowViewModel>().toExtend<Omit<PasswordCreateOrLoginProps, 'onBack'>>();
    expectTypeOf<PasswordResetFlowViewModel>().toExtend<PasswordResetFormProps>();
  });
});
