export { routeToOrganization } from './routeEmail';
