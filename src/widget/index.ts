// The React exports come through reactExports.ts, whose bindings keep them out of a page that only mounts.
export { PorticoWidget, Login, VerifySecondFactor, WidgetRoot, WidgetContext, useWidget, useFlowArgs, ScreenOutlet, MainContainer, mountInto, loginProducts, lazyView, formFor, containerFor, productProblems } from './reactExports';
export type { PorticoWidgetProps } from './PorticoWidget';
export type { LoginProps } from './Login';
export { mountLogin, type MountLoginOptions } from './mount/mountLogin';
export { findTarget, type MountTarget, type MountedWidget } from './mount/mountTarget';
export type { WidgetRootProps } from './WidgetRoot';
export type { WidgetContextValue } from '../flows/WidgetContext';
export type { ProductModule, ProductRegistry, MainFormProps, View } from '../flows/productModule';
export type { VerifySecondFactorProps } from './VerifySecondFactor';
