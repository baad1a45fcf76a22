import { createContext, useContext } from 'react';
import type { AuthClient, Bootstrap } from '../client/types';
import type { PorticoStyles } from '../../tokens/styles';
import type { Callbacks } from '../flows/events';
import type { ResolvedConfig } from '../flows/config';
import type { WidgetDispatch } from '../flows/reducer';
import type { Notice } from '../flows/runtime';
import type { WidgetState } from '../flows/state';
import type { ProductModule, ProductRegistry } from './products/types';

/** What every screen container of one widget instance shares. */
export interface WidgetContextValue {
  client: AuthClient;
  config: ResolvedConfig;
  /** Every product this widget can show (the Login products, say). */
  registry: ProductRegistry;
  /** The configured products' entries; null while one of them is still downloading. */
  products: readonly ProductModule[] | null;
  styles: PorticoStyles | undefined;
  callbacks: Callbacks | undefined;
  bootstrap: Bootstrap;
  state: WidgetState;
  dispatch: WidgetDispatch;
  notify: (notice: Notice) => void;
  /** SPEC §1: while set, the floating loader shows instead of the card. */
  setLoading: (loading: boolean) => void;
  /** Back to Main, clearing the error (SPEC §2: the back arrow returns to Main). */
  goToMain: () => void;
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
  const emailRouters = products?.flatMap((product) => (product.routeEmail ? [product.routeEmail] : [])) ?? [];
  return { client, config, state, dispatch, callbacks, bootstrap, notify, emailRouters };
}
