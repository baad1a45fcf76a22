/**
 * The protocol client's calls that download on first use, one module: they are one chunk
 * (`clientCalls`), and one dynamic import of one module spares the bundle a namespace object per
 * module imported.
 */
export { createSessionManager } from './sessionManager';
export { createPkce } from './pkce';
export { createSessionCalls } from './sessionCalls';
export { createProductCalls } from './productCalls';
export { createMagicLinkCalls } from './magicLinkCalls';
