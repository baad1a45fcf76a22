/** Mount functions for hosts without React of their own (ARCHITECTURE.md "Public API sketch"). */
export { mountLogin, type MountLoginOptions } from '../widget/mount/mountLogin';
export { findTarget, type MountTarget, type MountedWidget } from '../widget/mount/mountTarget';
// Through reactExports.ts, as the package's index does: a page that only mounts Login never downloads them at once.
export { mountInto } from '../widget/reactExports';
export { mountVerifySecondFactor, type MountVerifySecondFactorOptions } from '../widget/mount/mountVerifySecondFactor';
// The account center (docs/account.md), downloaded when mounted; `portico/account` has its React component too.
export { mountAccount } from '../widget/mount/mountAccountLater';
export type { MountAccountOptions } from '../widget/mount/mountAccount';
