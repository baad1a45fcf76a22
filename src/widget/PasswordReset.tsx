import type { ProductRegistry } from '../flows/productModule';
import { PASSWORD_RESET_NEEDS, passwordResetProducts } from '../products/passwordResetProducts';
import { alwaysOpen } from '../products/registry';
import type { LoginProps } from './Login';
import { PorticoWidget } from './PorticoWidget';
import { refuseUnserved } from './refuseUnserved';

export interface PasswordResetProps extends Omit<LoginProps, 'products'> {
  /** The token from the reset link (`?token=`). */
  passwordResetToken: string;
}

let opens: ProductRegistry | undefined;
// What the widget opens whatever the config lists: what every widget opens, and its own reset screens.
const resetOpens = () => (opens ??= { ...alwaysOpen, ...passwordResetProducts });

/** SPEC §1 Reset password: starts on PasswordResetForm with the token, among the Login products (src/products/registry.ts). */
export function PasswordReset({ passwordResetToken, ...props }: PasswordResetProps) {
  refuseUnserved(props.client, props.config, PASSWORD_RESET_NEEDS);
  return (
    <PorticoWidget
      {...props}
      opens={resetOpens()}
      initialScreen="PasswordResetForm"
      passwordResetToken={passwordResetToken}
      needs={PASSWORD_RESET_NEEDS}
    />
  );
}
