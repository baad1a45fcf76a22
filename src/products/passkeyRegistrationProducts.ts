/**
 * The passkey registration widget's one product (SPEC §1 Passkey registration): passkey management,
 * downloaded when the widget mounts. Only that widget imports this file, so Login never reaches it.
 */
import type { ProductRegistry } from '../flows/productModule';

export const passkeyRegistration = {
  passkeys: () => import('./passkeys/registration').then((m) => m.passkeyRegistrationProduct),
} as const satisfies ProductRegistry;

export const passkeyRegistrationProducts: ProductRegistry = passkeyRegistration;
