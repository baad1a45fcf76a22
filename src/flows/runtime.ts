/** What every flow hook is given, and the small runtime they share (errors, events, unmount safety). */
import { useEffect, useMemo, useRef } from 'react';
import { isDeveloperError, serverErrorOf } from '../client/developerErrors';
import type { AuthClient, Bootstrap } from '../client/types';
import type { MessageId } from '../i18n/translator';
import type { ResolvedConfig } from './config';
import type { EmailRouter } from './products';
import { createEventLogger, toPorticoError, type Callbacks, type LogEvent, type LoggedEventDetails, type LoggedEventName, type PorticoEvent } from './events';
import type { WidgetDispatch } from './reducer';
import type { ErrorDescriptor, WidgetState } from './state';

/** A short message for the widget's toasts (SPEC §2: 'Email resent'). */
export interface Notice {
  id: MessageId;
  kind: 'success' | 'error';
}

/** What any widget's controller is given (Login's flows, the identity-provider widget): the runtime's inputs. */
export interface HostArgs {
  client: AuthClient;
  callbacks?: Callbacks;
  /** Logs an analytics event. @defaultValue `createEventLogger(client)` */
  log?: LogEvent;
  /** Shows a toast. @defaultValue none */
  notify?: (notice: Notice) => void;
}

export interface FlowArgs extends HostArgs {
  /** From `withDefaults`. */
  config: ResolvedConfig;
  state: WidgetState;
  dispatch: WidgetDispatch;
  /** Bootstrap data, when the widget has it. @defaultValue `client.bootstrap.getSync()` */
  bootstrap?: Bootstrap;
  /** A configured product's look at an address before an email form sends it. @defaultValue none */
  routeEmail?: EmailRouter;
}

/** The view's handle on an error: a message id, with the server's words as the fallback text. */
export function toErrorDescriptor(error: unknown): ErrorDescriptor {
  const server = serverErrorOf(error);
  if (server) {
    const descriptor: ErrorDescriptor = { id: `error.${server.error_type}` };
    // A developer's error keeps its words for the console and onError (fail, below).
    if (typeof server.error_message === 'string' && !isDeveloperError(error)) descriptor.message = server.error_message;
    return descriptor;
  }
  // A network failure's text ('Failed to fetch') means nothing to a person: show the generic message.
  return { id: 'error.unknown' };
}

/** The server's error_type of a thrown value, if it has one. */
export const errorTypeOf = (error: unknown): string | undefined => serverErrorOf(error)?.error_type;

/** What the person does not read (a wrong public token, a 5xx) the developer does, here. */
export function logDeveloperDetail(error: unknown): void {
  if (!isDeveloperError(error)) return;
  const { errorType, message } = toPorticoError(error);
  console.error(`[portico] ${errorType ?? 'error'}: ${message}`);
}

/** A host callback that throws must not break a sign-in half way: report it and carry on. */
export function safely(run: () => void): void {
  try {
    run();
  } catch (error) {
    console.error('[portico] a host callback threw:', error);
  }
}

/** SPEC §8: an error goes to the host's onError (a throwing one is caught), and its developer detail to the console. */
export function reportToHost(callbacks: Callbacks | undefined, error: unknown): void {
  logDeveloperDetail(error);
  safely(() => callbacks?.onError?.(toPorticoError(error)));
}

export interface HostRuntime<Args extends HostArgs> {
  /** The latest args: async work reads these, never a stale render's. */
  readonly args: Args;
  isMounted(): boolean;
  log(name: LoggedEventName, details?: LoggedEventDetails): void;
  emit(event: PorticoEvent): void;
  notify(notice: Notice): void;
  /** SPEC §8: calls onError (always) and answers the descriptor the view shows. */
  fail(error: unknown): ErrorDescriptor;
}

export type FlowRuntime = HostRuntime<FlowArgs>;

/** Login's flows' runtime: the one every widget's controller uses. */
export const useFlowRuntime = (args: FlowArgs): FlowRuntime => useHostRuntime(args);

/** A stable runtime object for the life of the hook; reads the args of the latest render. */
export function useHostRuntime<Args extends HostArgs>(args: Args): HostRuntime<Args> {
  const latest = useRef(args);
  latest.current = args;
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useMemo<HostRuntime<Args>>(
    () => ({
      get args() {
        return latest.current;
      },
      isMounted: () => mounted.current,
      log: (name, details) => (latest.current.log ?? createEventLogger(latest.current.client))(name, details),
      emit: (event) => safely(() => latest.current.callbacks?.onEvent?.(event)),
      notify: (notice) => safely(() => latest.current.notify?.(notice)),
      fail: (error) => {
        reportToHost(latest.current.callbacks, error);
        return toErrorDescriptor(error);
      },
    }),
    [],
  );
}

/** A submit handler accepts a form event or nothing (so a view can call it from onComplete too). */
export type SubmitEvent = { preventDefault(): void } | undefined;
