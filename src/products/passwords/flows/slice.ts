/**
 * This product's id (its folder, its config name) and the screens it adds (PasswordResetForm is the
 * Reset password widget's, AccountPassword the account center's).
 */
export const passwordsSlice = { id: 'passwords', screens: ['PasswordCreateOrLogin', 'PasswordForgot', 'PasswordBreached', 'PasswordSetNew', 'PasswordDedupe', 'PasswordConfirmation', 'PasswordResetForm', 'AccountPassword'] } as const;
