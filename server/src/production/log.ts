/**
 * The server's log: one JSON object per line (what a log collector reads without parsing rules),
 * or one readable line per entry for a person at a terminal (`PORTICO_LOG_FORMAT=text`, the
 * default when stdout is a terminal). Both carry the same fields.
 */
export type Log = (entry: Record<string, unknown>) => void;
export type LogFormat = 'json' | 'text';

export const jsonLog =
  (base: Record<string, unknown> = {}): Log =>
  (entry) =>
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', ...base, ...entry })}\n`);

const LEVELS: Record<string, string> = { info: 'INFO ', warn: 'WARN ', error: 'ERROR' };
const quote = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return /[\s"=]/.test(text) ? JSON.stringify(text) : text;
};

/** `12:04:05.123 INFO  request GET /api/auth/sign-in/email 200 41ms request_id=… client_ip=…` */
export function formatText(entry: Record<string, unknown>, now = new Date()): string {
  const { time: _time, level = 'info', msg = '', pid: _pid, ...rest } = entry;
  const head = [now.toISOString().slice(11, 23), LEVELS[String(level)] ?? String(level).toUpperCase(), String(msg)];
  if (msg === 'request') {
    const { method, path, status, ms, ...more } = rest;
    head.push(String(method), String(path), String(status), `${String(ms)}ms`);
    return [...head, ...Object.entries(more).map(([k, v]) => `${k}=${quote(v)}`)].join(' ');
  }
  return [...head, ...Object.entries(rest).map(([k, v]) => `${k}=${quote(v)}`)].join(' ');
}

export const textLog =
  (base: Record<string, unknown> = {}): Log =>
  (entry) =>
    process.stdout.write(`${formatText({ ...base, ...entry })}\n`);

/** The format PORTICO_LOG_FORMAT names, else text at a terminal and JSON lines anywhere else. */
export function logFormat(env: NodeJS.ProcessEnv = process.env, isTerminal = Boolean(process.stdout.isTTY)): LogFormat {
  const named = env.PORTICO_LOG_FORMAT;
  if (named === 'json' || named === 'text') return named;
  return isTerminal ? 'text' : 'json';
}

export const createLog = (format: LogFormat, base: Record<string, unknown> = {}): Log => (format === 'text' ? textLog(base) : jsonLog(base));
