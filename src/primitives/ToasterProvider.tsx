import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createToastQueue, type ToastOptions, type ToastQueue, type ToastRecord } from './toast/toastQueue';

type TypedOptions = Omit<ToastOptions, 'type'>;

/** What `useToaster()` gives a component: show and dismiss toasts in the nearest provider. */
export interface ToasterApi {
  /** Shows a toast (blank unless `type` says otherwise); returns its id. */
  toast(message: string, options?: ToastOptions): string;
  /** A success toast, 2 s. */
  success(message: string, options?: TypedOptions): string;
  /** An error toast, 4 s, announced assertively. */
  error(message: string, options?: TypedOptions): string;
  /** A loading toast, shown until dismissed or replaced through its id. */
  loading(message: string, options?: TypedOptions): string;
  /** Dismisses one toast, or all of them without an id. */
  dismiss(id?: string): void;
}

const ToasterContext = createContext<ToastQueue | null>(null);

export interface ToasterProviderProps {
  /** Most toasts kept at once; the oldest is dropped. @defaultValue 20 */
  max?: number;
  children?: ReactNode;
}

/** Owns one widget's toasts and their timers: two providers on a page never share them. */
export function ToasterProvider({ max, children }: ToasterProviderProps) {
  const [queue] = useState(() => createToastQueue({ max }));
  useEffect(() => () => queue.destroy(), [queue]); // no timer outlives the widget
  return <ToasterContext.Provider value={queue}>{children}</ToasterContext.Provider>;
}

/** Toast functions of the nearest `ToasterProvider`. */
export function useToaster(): ToasterApi {
  const queue = useContext(ToasterContext);
  if (!queue) throw new Error('useToaster() must be used inside a <ToasterProvider>.');
  return useMemo(
    () => ({
      toast: (message, options) => queue.add(message, options),
      success: (message, options) => queue.add(message, { ...options, type: 'success' }),
      error: (message, options) => queue.add(message, { ...options, type: 'error' }),
      loading: (message, options) => queue.add(message, { ...options, type: 'loading' }),
      dismiss: (id) => queue.dismiss(id),
    }),
    [queue],
  );
}

const noToasts: readonly ToastRecord[] = [];
const noSubscription = () => () => undefined;

/** The toasts of the nearest provider (none without one), and how to dismiss them. */
export function useToasts(): { toasts: readonly ToastRecord[]; dismiss: (id: string) => void } {
  const queue = useContext(ToasterContext);
  const toasts = useSyncExternalStore(
    queue ? queue.subscribe : noSubscription,
    queue ? queue.getToasts : () => noToasts,
    () => noToasts,
  );
  return { toasts, dismiss: (id) => queue?.dismiss(id) };
}
