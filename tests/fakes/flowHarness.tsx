/** Renders a flow hook against the real widget reducer and a fake client, recording what it does. */
import { useCallback, useReducer } from 'react';
import { withDefaults, type PorticoConfig } from '../../src/flows/config';
import type { Callbacks, PorticoError, PorticoEvent } from '../../src/flows/events';
import { widgetReducer, type WidgetAction } from '../../src/flows/reducer';
import type { FlowArgs, Notice } from '../../src/flows/runtime';
import { createInitialState, type WidgetState } from '../../src/flows/state';
import type { FakeClient } from '../../stories/flows/fakeClient';
import { renderHook } from './renderHook';

export interface FlowHarnessOptions {
  client: FakeClient;
  config?: PorticoConfig;
  state?: WidgetState;
  callbacks?: Callbacks;
}

export function renderFlow<R, A extends FlowArgs = FlowArgs>(
  useFlow: (args: A) => R,
  options: FlowHarnessOptions,
  extra: Omit<A, keyof FlowArgs> = {} as Omit<A, keyof FlowArgs>,
) {
  const events: PorticoEvent[] = [];
  const errors: PorticoError[] = [];
  const notices: Notice[] = [];
  const actions: WidgetAction[] = [];
  const config = withDefaults(options.config ?? {});
  const callbacks: Callbacks = options.callbacks ?? {
    onEvent: (event) => events.push(event),
    onError: (error) => errors.push(error),
  };
  const notify = (notice: Notice) => {
    notices.push(notice);
  };
  const current = { state: options.state ?? createInitialState() };

  const rendered = renderHook(() => {
    const [state, dispatchToReducer] = useReducer(widgetReducer, current.state);
    current.state = state;
    const dispatch = useCallback((action: WidgetAction) => {
      actions.push(action);
      dispatchToReducer(action);
    }, []);
    const args = { client: options.client, config, state, dispatch, callbacks, notify, ...extra };
    return useFlow(args as unknown as A);
  });
  return { ...rendered, events, errors, notices, actions, state: () => current.state, config };
}
