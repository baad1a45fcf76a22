/**
 * `dist/standalone/redirect.js`: what a page without a bundler needs beside the elements, from the
 * same chunks: the client, and the handling of a magic link's or a provider's redirect (docs/elements.md).
 */
export { createHttpClient } from '../client/createHttpClient';
export { handleAuthRedirect } from '../client/handleAuthRedirect';
export { watchSession } from '../client/watchSession';
