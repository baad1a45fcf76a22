/**
 * The session for the host's own React code (in the spirit of Clerk's helpers), an entry
 * of its own so a page that only mounts Login downloads none of it.
 */
export { PorticoProvider } from '../widget/session/PorticoProvider';
export { SignedIn } from '../widget/session/SignedIn';
export { SignedOut } from '../widget/session/SignedOut';
export { UserButton, type UserButtonProps } from '../widget/session/UserButton';
export { useSession, useUser, type UseSessionResult, type UseUserResult } from '../flows/session/useSession';
export { useSignOut } from '../flows/session/useSignOut';
export { watchSession, type SessionSnapshot } from '../client/watchSession';
