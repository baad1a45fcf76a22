import { PorticoWidget, type PorticoWidgetProps } from './PorticoWidget';
import { loginProducts } from './productModules';
import { refuseUnserved } from './refuseUnserved';
import type { ProductRegistry } from '../flows/productModule';

export interface PasswordResetProps extends Omit<PorticoWidgetProps, 'initialScreen' | 'passwordResetToken' | 'screensFrom' | 'products'> {
  /** The token from the reset link (`?token=`). */
  passwordResetToken: string;
}

let registry: ProductRegistry | undefined;
/**
 * The reset widget's registry: the Login products (a person may choose to log in without a
 * password, which shows Main) and its own reset screens, downloaded when the widget mounts. Built
 * on first use, so a page that only mounts Login can drop it, and the reset screens with it.
 */
export function passwordResetProducts(): ProductRegistry {
  return (registry ??= {
    ...loginProducts,
    passwordReset: () => import('../products/passwords/reset').then((m) => m.passwordResetProduct),
  });
}
const RESET_SCREENS = ['passwordReset'];
const RESET_NEEDS = ['passwords'];

/** SPEC §1 Reset password: starts on PasswordResetForm with the token. */
export function PasswordReset({ passwordResetToken, ...props }: PasswordResetProps) {
  refuseUnserved(props.client, props.config, RESET_NEEDS);
  return (
    <PorticoWidget
      {...props}
      products={passwordResetProducts()}
      initialScreen="PasswordResetForm"
      passwordResetToken={passwordResetToken}
      screensFrom={RESET_SCREENS}
      needs={RESET_NEEDS}
    />
  );
}
