/** This product's id (its folder, its config name) and the screens it adds to the widget's router. */
export const otpSlice = { id: 'otp', screens: ['OTPAuthenticate', 'OTPConfirmation'] } as const;
