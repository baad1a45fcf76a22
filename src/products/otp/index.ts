/** One-time passcodes by text message, WhatsApp or email (SPEC §2 Main tabs, OTPAuthenticate, OTPConfirmation). */
import { otpMessages } from './messages';
import { otpTabs } from './tabs';
import { lazyView } from '../../flows/lazyView';
import { OtpEmailForm } from './views/OtpEmailForm';
import { OtpPhoneForm } from './views/OtpPhoneForm';
import type { ProductModule } from '../../flows/productModule';

// Main's forms come with the entry (a config with OTP needs one at once); the code screens when a code is sent.
const views = () => import('./views');

export const otpProduct = {
  id: 'otp',
  mainPart: 'form',
  messages: otpMessages,
  tabs: otpTabs,
  // SPEC §2: a form cannot combine email magic links and email OTP (with passwords both are one tab).
  validate: ({ products, otpOptions }) =>
    products.includes('emailMagicLinks') && otpOptions.methods.includes('email') && !products.includes('passwords')
      ? 'main.configError.emlAndEmailOtp'
      : undefined,
  forms: {
    sms: OtpPhoneForm,
    whatsapp: OtpPhoneForm,
    'email-otp': OtpEmailForm,
  },
  signedInScreens: ['OTPConfirmation'],
  screens: {
    OTPAuthenticate: lazyView(() => views().then((m) => m.OTPAuthenticateContainer)),
    OTPConfirmation: lazyView(() => views().then((m) => m.OTPConfirmationContainer)),
  },
} as const satisfies ProductModule;
