/** One JSON object per line on stdout: what a log collector reads without parsing rules. */
export type Log = (entry: Record<string, unknown>) => void;

export const jsonLog =
  (base: Record<string, unknown> = {}): Log =>
  (entry) =>
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', ...base, ...entry })}\n`);
