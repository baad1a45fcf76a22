/** This product's id (its folder, its config name): enterprise sign-in routes Main's email forms, so it adds no screen. */
export const ssoSlice = { id: 'sso', screens: [] } as const;
