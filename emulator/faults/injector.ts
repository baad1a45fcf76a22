/**
 * Fault injection's state: forced answers waiting for their call, the added latency,
 * and how many requests each call received. In memory, one per emulator (a restart clears it).
 */
import type { EmulatorContext } from '../context';
import { ERROR_MESSAGES, isErrorType } from '../core/errors';
import { ERROR_STATUS, type CallName, type FaultTarget } from './calls';

/** The two answers that are not an error body: a connection dropped mid-answer, and a 500. */
export const NETWORK_ERROR = 'network_error';
export const INTERNAL_ERROR = 'internal_error';

export interface Fault {
  fault_id: string;
  call: FaultTarget;
  /** What the client sees: an error_type, or network_error (no answer at all). */
  error_type: string;
  /** 0 for network_error. */
  status_code: number;
  error_message: string;
  /** Answers still to force; the fault goes when it reaches 0. */
  remaining: number;
  created_at: string;
}

export interface FaultRequest {
  call: FaultTarget;
  error_type: string;
  count: number;
  error_message?: string | undefined;
  status_code?: number | undefined;
}

export interface FaultInjector {
  add(request: FaultRequest): Fault;
  remove(faultId: string): boolean;
  /** Removes every fault and the latency. */
  clear(): void;
  setLatency(ms: number): void;
  latencyMs(): number;
  /** Counts the request, and answers the fault that takes it (spending one of its answers), or null. */
  take(call: CallName): Fault | null;
  faults(): Fault[];
  /** Requests received per call since the emulator started (tests count them). */
  requests(): Partial<Record<CallName, number>>;
  /** Changes whenever a fault or the latency changes (the outbox page reloads on it). */
  version(): number;
}

const injectors = new WeakMap<EmulatorContext, FaultInjector>();

/** The injector of this emulator: its middleware and its HTTP controls share it. */
export function faultsOf(ctx: EmulatorContext): FaultInjector {
  let injector = injectors.get(ctx);
  if (!injector) {
    injector = createInjector(ctx);
    injectors.set(ctx, injector);
  }
  return injector;
}

function defaultMessage(errorType: string): string {
  if (errorType === NETWORK_ERROR) return 'The connection is dropped before the answer is complete.';
  if (isErrorType(errorType)) return ERROR_MESSAGES[errorType];
  return `An error of type ${errorType}, forced by the emulator's fault injection.`;
}

function createInjector(ctx: EmulatorContext): FaultInjector {
  let list: Fault[] = [];
  let latency = 0;
  let changes = 0;
  const counts: Partial<Record<CallName, number>> = {};

  return {
    add(request) {
      const fault: Fault = {
        fault_id: ctx.id('fault'),
        call: request.call,
        error_type: request.error_type,
        status_code: request.error_type === NETWORK_ERROR ? 0 : (request.status_code ?? ERROR_STATUS[request.error_type] ?? 400),
        error_message: request.error_message ?? defaultMessage(request.error_type),
        remaining: request.count,
        created_at: ctx.now().toISOString(),
      };
      list.push(fault);
      changes += 1;
      return { ...fault };
    },
    remove(faultId) {
      const before = list.length;
      list = list.filter((fault) => fault.fault_id !== faultId);
      if (list.length === before) return false;
      changes += 1;
      return true;
    },
    clear() {
      list = [];
      latency = 0;
      changes += 1;
    },
    setLatency(ms) {
      latency = ms;
      changes += 1;
    },
    latencyMs: () => latency,
    take(call) {
      counts[call] = (counts[call] ?? 0) + 1;
      // The oldest fault for this call (or for any call) answers first.
      const fault = list.find((candidate) => candidate.call === call || candidate.call === 'any');
      if (!fault) return null;
      fault.remaining -= 1;
      if (fault.remaining <= 0) list = list.filter((candidate) => candidate !== fault);
      changes += 1;
      return { ...fault };
    },
    faults: () => list.map((fault) => ({ ...fault })),
    requests: () => ({ ...counts }),
    version: () => changes,
  };
}
