/**
 * `portico/elements/redirect` (`dist/standalone/redirect.js`): what a page of an elements host needs
 * beside the elements, with no React anywhere in its graph: the client, and the handling of a magic
 * link's or a provider's redirect (docs/elements.md). A page without a bundler loads the file itself.
 */
export { createHttpClient } from '../client/createHttpClient';
export { handleAuthRedirect, type AuthRedirectResult } from '../client/handleAuthRedirect';
export { watchSession } from '../client/watchSession';
