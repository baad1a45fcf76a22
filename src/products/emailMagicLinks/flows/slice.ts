/** This product's id (its folder, its config name) and the screens it adds to the widget's router. */
export const emailMagicLinksSlice = { id: 'emailMagicLinks', screens: ['EmailConfirmation'] } as const;
