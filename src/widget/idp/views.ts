// The identity-provider widget's chunk: its controller, screens and strings. Login never loads it.
export { IdentityProviderScreens } from './IdentityProviderScreens';
