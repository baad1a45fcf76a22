/**
 * The widget's React exports, each a binding of this module, not a re-export. A host's
 * esbuild bundle puts a file in its first download when a file of that download imports it and
 * anything uses it, even a lazy chunk: re-exported straight from the package's index, the widget
 * (and React) came with every page that imports `mountLogin` from 'portico', though mountLogin
 * fetches them later. This module, in its own chunk (scripts/chunks.mjs), is used by nothing on
 * such a page, so nothing behind it is followed.
 */
import { Login as LoginView } from './Login';
import { MainContainer as MainContainerView } from './MainContainer';
import { mountInto as mountIntoElement } from './mount/mountInto';
import { PorticoWidget as PorticoWidgetView } from './PorticoWidget';
import { lazyView as lazy } from '../flows/lazyView';
import { loginProducts as products } from '../products/registry';
import { containerFor as containerOf, formFor as formOf, productProblems as problems } from './productModules';
import { ScreenOutlet as Outlet } from './ScreenOutlet';
import { VerifySecondFactor as VerifySecondFactorView } from './VerifySecondFactor';
import { useFlowArgs as flowArgs, useWidget as widget, WidgetContext as Context } from '../flows/WidgetContext';
import { WidgetRoot as Root } from './WidgetRoot';

/** One widget instance: its own reducer, toasts, live region and theme scope. */
export const PorticoWidget = PorticoWidgetView;
/** SPEC §1 Login: starts on Main. */
export const Login = LoginView;
/** SPEC §2 "Verify it's you": the second factor, on its own. */
export const VerifySecondFactor = VerifySecondFactorView;
/** Everything one widget instance owns: its theme scope, strings and error live region. */
export const WidgetRoot = Root;
/** The widget instance's state, client, config and products, for a screen's container. */
export const WidgetContext = Context;
export const useWidget = widget;
export const useFlowArgs = flowArgs;
/** The container of the current screen, from the products' entries. */
export const ScreenOutlet = Outlet;
/** Main, built from the configured products' entries. */
export const MainContainer = MainContainerView;
/** Mounts any React node as a widget into the element `elementId` selects. */
export const mountInto = mountIntoElement;
export const loginProducts = products;
export const lazyView = lazy;
export const formFor = formOf;
export const containerFor = containerOf;
export const productProblems = problems;
