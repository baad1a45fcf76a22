export interface ProcessRead {
  ppid: number;
  /** CPU-seconds of its own (user + system). */
  own: number;
  /** CPU-seconds of its children that ended and were waited for. */
  reaped: number;
  cmd: string;
}
export const STEPS: Array<[RegExp, string]>;
export function readProcess(pid: number): ProcessRead | null;
export function kindOf(cmd: string): 'chromium' | 'node' | 'other';
export function categoryOf(pid: number, table: Map<number, ProcessRead>, root: number): string | null;
export function createAccount(root: number): { totals: Map<string, number>; add(table: Map<number, ProcessRead>): void };
export function report(totals: Map<string, number>, wall: number, machine: number): string;
