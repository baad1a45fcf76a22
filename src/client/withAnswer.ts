/**
 * What downloads with the server's bootstrap answer (SPEC §7): its reader and the checks of a config
 * against what it serves. One module: one dynamic import of it spares the bundle a namespace object
 * per module imported.
 */
export { toBootstrap } from './bootstrapAnswer';
export { serverProblems, unanswered } from './backend/serverProblems';
export { protocolServerProblems } from './backend/protocolServer';
export { B2B_TOKEN_WARNING } from './b2bTokenWarning';
