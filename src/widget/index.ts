export { PorticoWidget, type PorticoWidgetProps } from './PorticoWidget';
export { Login, type LoginProps } from './Login';
export { mountLogin, type MountLoginOptions } from './mount';
export { mountInto, findTarget, type MountTarget, type MountedWidget } from './mountInto';
export { WidgetRoot, type WidgetRootProps } from './WidgetRoot';
export { WidgetContext, useWidget, useFlowArgs, type WidgetContextValue } from './WidgetContext';
export { ScreenOutlet } from './ScreenOutlet';
export { MainContainer } from './MainContainer';
export { loginProducts, lazyView, formFor, containerFor, productProblems, type ProductModule, type ProductRegistry, type MainFormProps, type View } from './products';
