/** The second factor: not a configured product (it follows any sign-in that asks for one), but a slice with screens. */
export const secondFactorSlice = { id: 'secondFactor', screens: ['SecondFactor', 'SecondFactorConfirmation', 'SecuritySettings'] } as const;
