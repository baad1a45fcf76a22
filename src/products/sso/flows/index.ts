export { routeToOrganization, type OrganizationRoute } from './routeEmail';
export { useSsoReturnError } from './useSsoReturnError';
