import { useCallback, useState, type SetStateAction } from 'react';

/**
 * Radix's controlled-or-not state (value / defaultValue), in the primitives' one place: the prop
 * when given, else the primitive's own state. Changes are reported by the caller, synchronously,
 * never by this hook (an uncontrolled value formatted on load is no change the person made).
 */
export function useControllableState<T>({ prop, defaultProp }: { prop: T | undefined; defaultProp: T }) {
  const [own, setOwn] = useState(defaultProp);
  const controlled = prop !== undefined;
  const set = useCallback((next: SetStateAction<T>) => {
    if (!controlled) setOwn(next);
  }, [controlled]);
  return [controlled ? prop : own, set] as const;
}
