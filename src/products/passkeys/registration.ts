/**
 * The passkey registration widget's one product (SPEC §1 Passkey registration; §2
 * PasskeyRegistrationStart and PasskeyRegistrationSuccess). It is the `passkeys` entry of that
 * widget's own registry (widget/PasskeyRegistration.tsx), never of the Login widget's.
 */
import { passkeyRegistrationMessages } from './registrationMessages';
import { lazyView } from '../../flows/lazyView';
import type { ProductModule } from '../../flows/productModule';

const views = () => import('./views/registrationViews');

export const passkeyRegistrationProduct = {
  id: 'passkeys',
  messages: passkeyRegistrationMessages,
  screens: {
    PasskeyRegistrationStart: lazyView(() => views().then((m) => m.PasskeyRegistrationStartContainer)),
    PasskeyRegistrationSuccess: lazyView(() => views().then((m) => m.PasskeyRegistrationSuccessContainer)),
  },
} as const satisfies ProductModule;
