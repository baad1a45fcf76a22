/** Mount functions for hosts without React of their own (ARCHITECTURE.md "Public API sketch"). */
export { mountLogin, mountResetPassword, type MountLoginOptions, type MountResetPasswordOptions } from './widget/mount';
export { mountInto, findTarget, type MountTarget, type MountedWidget } from './widget/mountInto';
