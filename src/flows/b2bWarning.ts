/** SPEC §5: the B2B token warning, worded beside the bootstrap answer that calls for it. */
export { B2B_TOKEN_WARNING } from '../client/b2bTokenWarning';
