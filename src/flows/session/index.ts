export { PorticoClientContext, useClientOrContext } from './clientContext';
export { useSession, useUser, type UseSessionResult, type UseUserResult } from './useSession';
export { useSignOut } from './useSignOut';
