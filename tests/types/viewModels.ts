/**
 * Screens sit beside flows and never import them; the widget passes flow view models straight in.
 * These checks are types only: `npm run typecheck` (tsc) fails when the two drift apart.
 */
import type { EmailConfirmationViewModel, MagicLinkFormViewModel } from '../../src/products/emailMagicLinks/flows';
import type { MainScreenViewModel } from '../../src/flows/useMainScreen';
import type { OtpFlowViewModel, OtpSendFormViewModel } from '../../src/products/otp/flows';
import type { PasswordEmailFormViewModel, PasswordFlowViewModel, PasswordResetFlowViewModel, StrengthView } from '../../src/products/passwords/flows';
import type {
  EmailConfirmationProps,
  EmailFormModel,
  MainScreenProps,
  OTPAuthenticateProps,
  PasswordCreateOrLoginProps,
  PasswordResetFormProps,
  PasswordStrengthModel,
  PhoneFormModel,
} from '../../src/screens';

type Holds<T extends true> = T;
type Fits<A, B> = [A] extends [B] ? true : false;

export type ScreenPropsAcceptViewModels = [
  Holds<Fits<MainScreenViewModel['banner'], MainScreenProps['banner']>>,
  Holds<Fits<MagicLinkFormViewModel, EmailFormModel>>,
  Holds<Fits<PasswordEmailFormViewModel, EmailFormModel>>,
  Holds<Fits<OtpSendFormViewModel, EmailFormModel>>,
  Holds<Fits<OtpSendFormViewModel, PhoneFormModel>>,
  Holds<Fits<Omit<EmailConfirmationViewModel, 'senderDomain'>, Pick<EmailConfirmationProps, 'email' | 'onTryAgain'>>>,
  Holds<Fits<OtpFlowViewModel, Pick<OTPAuthenticateProps, 'destination' | 'values' | 'errors' | 'status' | 'secondsLeft' | 'resendState'>>>,
  Holds<Fits<StrengthView, PasswordStrengthModel>>,
  Holds<Fits<PasswordFlowViewModel, Omit<PasswordCreateOrLoginProps, 'onBack'>>>,
  Holds<Fits<PasswordResetFlowViewModel, PasswordResetFormProps>>,
];
