import { createContext, useContext } from 'react';
import type { AuthClient, Bootstrap } from '../client/types';
import type { PorticoStyles } from '../../tokens/styles';
import type { Callbacks } from './events';
import type { ResolvedConfig } from './config';
import type { WidgetDispatch } from './reducer';
import type { Notice } from './runtime';
import type { Screen, WidgetState } from './state';
import type { ProductModule, ProductRegistry } from './productModule';

/** What every screen container of one widget instance shares. */
export interface WidgetContextValue {
  client: AuthClient;
  config: ResolvedConfig;
  /** Every product this widget can show, by id (the Login products, say). */
  registry: ProductRegistry;
  /**
   * The widget's modules: the configured products', in the config's order, then those it opens
   * whatever the config lists (the second factor, the reset form), which have no part of Main.
   * Main and the screen outlet are built from them; null while one is still downloading.
   */
  products: readonly ProductModule[] | null;
  styles: PorticoStyles | undefined;
  callbacks: Callbacks | undefined;
  bootstrap: Bootstrap;
  state: WidgetState;
  dispatch: WidgetDispatch;
  notify: (notice: Notice) => void;
  /** SPEC §1: while set, the floating loader shows instead of the card. */
  setLoading: (loading: boolean) => void;
  /** Back to Main, clearing the error (SPEC §2: the back arrow returns to Main); or to the widget's `home`. */
  goToMain: () => void;
  /** The screen the back arrow returns to: Main, or another widget's home (the account center's overview). */
  home: Screen;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('Portico: a screen container was rendered outside a Portico widget.');
  return value;
}

/** The FlowArgs every flow hook takes, from the widget context. */
export function useFlowArgs() {
  const { client, config, state, dispatch, callbacks, bootstrap, notify, products } = useWidget();
  return { client, config, state, dispatch, callbacks, bootstrap, notify, routeEmail: products?.find((product) => product.routeEmail)?.routeEmail };
}
