import { adoptStyles } from '../widget/adoptStyles';

/**
 * Styles an element's shadow root; returns what stops it. In the built package this module is
 * replaced (rollup.config.mjs elementCss): the React entry adopts the built CSS (`style-string.js`),
 * the framework-free build adopts what each loaded chunk brings (./chunkCss.ts). From source (Vite,
 * Storybook, tests) there is neither, and adoptStyles copies Portico's rules from the page instead.
 */
export const styleElement = (shadow: ShadowRoot): (() => void) => adoptStyles(shadow);

/** What a theme needs before an element shows it: nothing here (the framework-free build loads the dark and system themes). */
export const loadThemeCss = (_theme: string | undefined): Promise<unknown> | undefined => undefined;
