export { PorticoWidget, type PorticoWidgetProps } from './PorticoWidget';
export { Login, type LoginProps } from './Login';
export { PasswordReset, type PasswordResetProps } from './PasswordReset';
export { mountLogin, mountResetPassword, type MountLoginOptions, type MountResetPasswordOptions } from './mount';
export { mountInto, findTarget, type MountTarget, type MountedWidget } from './mountInto';
export { WidgetRoot, type WidgetRootProps } from './WidgetRoot';
export { WidgetContext, useWidget, useFlowArgs, type WidgetContextValue } from './WidgetContext';
export { ScreenOutlet } from './ScreenOutlet';
