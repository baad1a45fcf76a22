export {
  useIdentityProviderFlow,
  ATTESTED_SESSION_MINUTES,
  type IdentityProviderFlowArgs,
  type IdentityProviderFlowViewModel,
} from './useIdentityProviderFlow';
export { idpReducer, initialIdpState, type IdpState, type IdpAction, type IdpPending } from './reducer';
export { parseIdpRequest, isHttpUrl, DEFAULT_SCOPES, DEFAULT_RESPONSE_TYPE, type IdpRequest, type ParsedIdpRequest } from './params';
export { buildConsent, clientNameOf, STANDARD_SCOPES, type ConsentInputs } from './consent';
export { isFramed } from './frame';
