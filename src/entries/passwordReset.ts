/**
 * `portico/password-reset`: the reset-password widget (SPEC §1), an entry of its own. Login's
 * entries (`portico`, `portico/vanilla`) never import it, so a host's bundler never splits Login's
 * chunks around the reset screens.
 */
export { PasswordReset, type PasswordResetProps } from '../widget/PasswordReset';
export { passwordResetProducts } from '../products/passwordResetProducts';
export { mountResetPassword, type MountResetPasswordOptions } from '../widget/mount/mountResetPassword';
