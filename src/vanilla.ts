/** Mount functions for hosts without React of their own (ARCHITECTURE.md "Public API sketch"). */
export { mountLogin, type MountLoginOptions } from './widget/mount';
export { mountInto, findTarget, type MountTarget, type MountedWidget } from './widget/mountInto';
export { mountVerifySecondFactor, type MountVerifySecondFactorOptions } from './widget/mountVerifySecondFactor';
