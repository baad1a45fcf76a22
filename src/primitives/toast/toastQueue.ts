export type ToastType = 'blank' | 'success' | 'error' | 'loading';

/** One toast as the queue holds it. */
export interface ToastRecord {
  id: string;
  message: string;
  type: ToastType;
  /** Milliseconds it stays; `Infinity` until dismissed. */
  duration: number;
}

export interface ToastOptions {
  /** @defaultValue 'blank' */
  type?: ToastType;
  /** Milliseconds before it expires; `Infinity` keeps it. @defaultValue by type (SPEC §9) */
  duration?: number;
  /** Replace the toast with this id (a loading toast becoming a success, say). @defaultValue a new id */
  id?: string;
}

/** SPEC §9: 4 s default, error and blank; 2 s success; loading until dismissed. */
export const TOAST_DURATIONS: Readonly<Record<ToastType, number>> = {
  blank: 4_000,
  error: 4_000,
  success: 2_000,
  loading: Infinity,
};

/** SPEC §9: at most 20 toasts. */
export const MAX_TOASTS = 20;

/** Adds or replaces a toast, dropping the oldest beyond `max`. Pure. */
export function addToast(toasts: readonly ToastRecord[], toast: ToastRecord, max = MAX_TOASTS): ToastRecord[] {
  const index = toasts.findIndex((existing) => existing.id === toast.id);
  const next = index === -1 ? [...toasts, toast] : toasts.map((existing, i) => (i === index ? toast : existing));
  return next.slice(Math.max(0, next.length - max));
}

export interface ToastQueue {
  /** Shows a toast and returns its id. */
  add(message: string, options?: ToastOptions): string;
  /** Removes one toast, or all of them without an id. */
  dismiss(id?: string): void;
  /** The current toasts, oldest first; a new array after every change. */
  getToasts(): readonly ToastRecord[];
  subscribe(listener: () => void): () => void;
  /** Clears every timer and toast (on unmount). */
  destroy(): void;
}

export interface ToastQueueOptions {
  /** @defaultValue 20 */
  max?: number;
  /** Injectable for tests. @defaultValue globalThis.setTimeout */
  setTimer?: (callback: () => void, ms: number) => unknown;
  /** @defaultValue globalThis.clearTimeout */
  clearTimer?: (handle: unknown) => void;
}

/** A toast queue with its own timers: one per provider, so two widgets never share toasts. */
export function createToastQueue({
  max = MAX_TOASTS,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: ToastQueueOptions = {}): ToastQueue {
  let toasts: readonly ToastRecord[] = [];
  let counter = 0;
  const timers = new Map<string, unknown>();
  const listeners = new Set<() => void>();

  const stopTimer = (id: string) => {
    if (timers.has(id)) clearTimer(timers.get(id));
    timers.delete(id);
  };
  const publish = (next: readonly ToastRecord[]) => {
    toasts = next;
    // Toasts dropped over the limit take their timers with them.
    for (const id of [...timers.keys()]) if (!next.some((toast) => toast.id === id)) stopTimer(id);
    listeners.forEach((listener) => listener());
  };

  const dismiss = (id?: string) => {
    if (id === undefined) {
      if (toasts.length > 0) publish([]);
      return;
    }
    if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
  };

  return {
    add(message, { type = 'blank', duration, id } = {}) {
      const toast: ToastRecord = { id: id ?? `toast-${++counter}`, message, type, duration: duration ?? TOAST_DURATIONS[type] };
      stopTimer(toast.id);
      if (Number.isFinite(toast.duration)) timers.set(toast.id, setTimer(() => dismiss(toast.id), toast.duration));
      publish(addToast(toasts, toast, max));
      return toast.id;
    },
    dismiss,
    getToasts: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      for (const id of [...timers.keys()]) stopTimer(id);
      toasts = [];
    },
  };
}
