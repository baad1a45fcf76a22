/** This product's id (its folder, its config name) and the screens it adds (the registration ones are the passkey-registration widget's). */
export const passkeysSlice = { id: 'passkeys', screens: ['PasskeyConfirmation', 'PasskeyRegistrationStart', 'PasskeyRegistrationSuccess'] } as const;
