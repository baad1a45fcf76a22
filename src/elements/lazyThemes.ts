/**
 * The dark and system themes' CSS, which the framework-free build keeps out of its first file
 * (rollup.config.mjs chunkCss writes this module); from source every theme comes from the page.
 */
export {};
