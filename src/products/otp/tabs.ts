import type { OTPMethod } from '../../client/types';
import type { PorticoConfig } from '../../flows/config';
import type { TabId } from '../../flows/products';

const tabOf = (method: OTPMethod, config: PorticoConfig): TabId =>
  // SPEC §2: the email OTP tab becomes the password-email tab when passwords are on.
  method === 'email' ? (config.products?.includes('passwords') ? 'password' : 'email-otp') : method;

/** SPEC §2: one tab per method, in the configured order. */
export const otpTabs = (config: PorticoConfig): TabId[] => (config.otpOptions?.methods ?? []).map((method) => tabOf(method, config));
