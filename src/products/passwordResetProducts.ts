/**
 * The reset-password widget's own modules (SPEC §1 Reset password): its form and confirmation,
 * which it opens beside the Login products (a person may choose to log in without a password,
 * which shows Main). Only that widget imports this file, so Login never downloads the reset screens.
 */
import type { ProductRegistry } from '../flows/productModule';

export const passwordReset = { passwordReset: () => import('./passwords/reset').then((m) => m.passwordResetProduct) } as const satisfies ProductRegistry;

export const passwordResetProducts: ProductRegistry = passwordReset;

/** The products the reset widget's backend must serve, whatever the config lists. */
export const PASSWORD_RESET_NEEDS: readonly string[] = ['passwords'];
