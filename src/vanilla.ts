/** Mount functions for hosts without React of their own (ARCHITECTURE.md "Public API sketch"). */
export { mountLogin, type MountLoginOptions } from './widget/mount';
export { findTarget, type MountTarget, type MountedWidget } from './widget/mountTarget';
// Through public.ts, as the package's index does (issue 20): a page that only mounts Login never downloads them at once.
export { mountInto } from './widget/public';
export { mountVerifySecondFactor, type MountVerifySecondFactorOptions } from './widget/mountVerifySecondFactor';
// The account center (docs/account.md); `portico/account` has its React component too.
export { mountAccount, type MountAccountOptions } from './widget/mountAccount';
