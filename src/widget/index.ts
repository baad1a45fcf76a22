// The React exports come through public.ts, whose bindings keep them out of a page that only mounts (issue 20).
export { PorticoWidget, Login, VerifySecondFactor, WidgetRoot, WidgetContext, useWidget, useFlowArgs, ScreenOutlet, MainContainer, mountInto, loginProducts, lazyView, formFor, containerFor, productProblems } from './public';
export type { PorticoWidgetProps } from './PorticoWidget';
export type { LoginProps } from './Login';
export { mountLogin, type MountLoginOptions } from './mount';
export { findTarget, type MountTarget, type MountedWidget } from './mountTarget';
export type { WidgetRootProps } from './WidgetRoot';
export type { WidgetContextValue } from './WidgetContext';
export type { ProductModule, ProductRegistry, MainFormProps, View } from './products';
export type { VerifySecondFactorProps } from './VerifySecondFactor';
