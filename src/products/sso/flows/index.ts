export { routeToOrganization } from './routeEmail';
export { useSsoReturnError } from './useSsoReturnError';
