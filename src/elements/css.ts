/**
 * The stylesheet every element adopts in its shadow root. In the built package this module is
 * replaced by the built CSS (`style-string.js`, rollup.config.mjs); from source (Vite, Storybook,
 * tests) there is none, and adoptStyles copies Portico's rules from the page instead.
 */
export const loadElementCss = (): Promise<string | undefined> => Promise.resolve(undefined);
