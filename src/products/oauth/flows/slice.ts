/** This product's id (its folder, its config name): social buttons and One Tap live on Main, so it adds no screen. */
export const oauthSlice = { id: 'oauth', screens: [] } as const;
