/**
 * SPEC §5: strength is checked on each change, debounced. SPEC §9: answers deduped for 2 s, a check
 * repeated when the page regains focus at most every 5 s, a failure retried after 5 s (10 s on slow links).
 */
import { useEffect, useRef, useState } from 'react';
import type { FlowRuntime } from '../../../flows/runtime';
import { toStrengthView, type StrengthView } from './strengthView';

export const STRENGTH_DEBOUNCE_MS = 300;
export const STRENGTH_DEDUPE_MS = 2_000;
export const STRENGTH_RETRY_MS = 5_000;
export const STRENGTH_SLOW_RETRY_MS = 10_000;
export const STRENGTH_FOCUS_THROTTLE_MS = 5_000;

// The Network Information API, where the browser has it; a slow link waits longer before retrying.
const onSlowLink = () => {
  const type = (globalThis.navigator as { connection?: { effectiveType?: string } } | undefined)?.connection?.effectiveType;
  return type === 'slow-2g' || type === '2g';
};

export interface PasswordStrength {
  /** The latest answer; it may be for an earlier password while a new check runs (no flicker). */
  strength: StrengthView | null;
  /** True when `strength` is for the password as it is now. */
  isCurrent: boolean;
  checking: boolean;
}

interface Checked {
  key: string;
  view: StrengthView;
  at: number;
}

/** Checks `password` (with `email` when creating an account, without it on reset). */
export function usePasswordStrength(runtime: FlowRuntime, password: string, email: string | undefined): PasswordStrength {
  const [checked, setChecked] = useState<Checked | null>(null);
  const [checking, setChecking] = useState(false);
  const recent = useRef(new Map<string, Checked>()); // per hook: two widgets never share a cache
  const [revision, setRevision] = useState(0);
  const key = `${email ?? ''}\u0000${password}`;
  const latest = useRef(checked);
  latest.current = checked;

  // Back on the page after a while (another tab, a password manager): the answer may be stale.
  useEffect(() => {
    if (!password) return;
    const onFocus = () => {
      const last = latest.current;
      if (!last || last.key !== key || Date.now() - last.at < STRENGTH_FOCUS_THROTTLE_MS) return;
      recent.current.delete(key);
      setRevision((n) => n + 1);
    };
    globalThis.addEventListener?.('focus', onFocus);
    return () => globalThis.removeEventListener?.('focus', onFocus);
  }, [key, password]);

  useEffect(() => {
    if (!password) {
      setChecked(null);
      setChecking(false);
      return;
    }
    const now = Date.now();
    for (const [stored, entry] of recent.current) if (now - entry.at >= STRENGTH_DEDUPE_MS) recent.current.delete(stored);
    const cached = recent.current.get(key);
    if (cached) {
      setChecked(cached);
      setChecking(false);
      return;
    }
    let cancelled = false; // a newer password makes this answer stale: it is dropped
    let retry: ReturnType<typeof setTimeout> | undefined;
    const run = (attempt: number) => {
      const { client, bootstrap } = runtime.args;
      const passwordConfig = (bootstrap ?? client.bootstrap.getSync()).passwordConfig;
      client.passwords.strengthCheck(email ? { password, email } : { password }).then(
        (answer) => {
          if (cancelled) return;
          const entry = { key, view: toStrengthView(answer, passwordConfig), at: Date.now() };
          recent.current.set(key, entry);
          setChecked(entry);
          setChecking(false);
        },
        (error: unknown) => {
          if (cancelled) return;
          runtime.fail(error);
          if (attempt === 0) retry = setTimeout(() => run(1), onSlowLink() ? STRENGTH_SLOW_RETRY_MS : STRENGTH_RETRY_MS);
          else setChecking(false);
        },
      );
    };
    setChecking(true);
    const debounce = setTimeout(() => run(0), STRENGTH_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(debounce);
      clearTimeout(retry);
    };
  }, [key, password, email, runtime, revision]);

  return { strength: password ? (checked?.view ?? null) : null, isCurrent: checked?.key === key, checking };
}
